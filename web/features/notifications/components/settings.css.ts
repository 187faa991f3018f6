import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bareList, flexColumn, flexRow, hairline, inlineControl } from '../../../ui/layout';

export const section = style({ ...flexColumn(vars.space.md), marginBottom: vars.space.xl });
export const heading = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const text = style({ color: vars.color.textMuted, margin: 0, maxWidth: vars.size.prose });

export const table = style({ display: 'flex', flexDirection: 'column', border: hairline, borderRadius: vars.radius.md });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(12rem, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBottom: hairline,
  selectors: { '&:last-child': { borderBottom: 0 } },
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});

export const legend = style({ float: 'left', padding: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const choices = style({ display: 'flex', gap: vars.space.xxs, flexWrap: 'wrap' });

export const choice = style({
  ...inlineControl(vars.space.xxs),
  border: hairline,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: vars.color.primarySoft, color: vars.color.primarySoftText } },
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });

export const muted = style({ ...bareList, ...flexColumn(vars.space.xs) });
export const mutedItem = style({
  ...flexRow(vars.space.sm),
  justifyContent: 'space-between',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: hairline,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
