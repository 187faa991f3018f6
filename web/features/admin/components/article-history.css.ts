import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { bareList, flexColumn, hairline, flexRow } from '../../../ui/layout';

export const panel = style({
  ...flexColumn(vars.space.sm, 'flex-start'),
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: hairline,
  background: vars.color.surface,
  '@media': { [media.mobile]: { padding: vars.space.md } },
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, width: '100%' });
export const title = style({ fontSize: vars.fontSize.lg });
export const hint = style({ flex: 1, minWidth: '12rem', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const loading = style({ ...flexColumn(vars.space.xs), width: '100%' });

export const list = style({ ...bareList, width: '100%' });
export const entry = style({
  ...flexRow(vars.space.sm),
  paddingBlock: vars.space.xs,
  borderTop: hairline,
  '@media': { [media.mobile]: { flexWrap: 'wrap' } },
});
export const check = style({ width: vars.space.md, height: vars.space.md, flexShrink: 0, accentColor: vars.color.primary, cursor: 'pointer' });
export const what = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });
export const action = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const current = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, color: vars.color.primarySoftText, background: vars.color.primarySoft, borderRadius: vars.radius.pill, padding: `${vars.space.xxs} ${vars.space.sm}` });
