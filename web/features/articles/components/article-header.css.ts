import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { flexRow } from '../../../ui/layout';

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.display, maxWidth: '22ch' });

export const excerpt = style({
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const bylineRow = style({
  ...flexRow(vars.space.md),
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  width: '100%',
  marginTop: vars.space.xs,
});

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const bylineText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: vars.lineHeight.snug });
export const author = style({ fontWeight: vars.fontWeight.semibold });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
