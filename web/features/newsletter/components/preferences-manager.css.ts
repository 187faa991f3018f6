import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const title = style({ fontSize: vars.fontSize.xl });
export const lead = style({ color: vars.color.textMuted });
export const lookup = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'end',
  gap: vars.space.sm,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const loading = style({ display: 'grid', gap: vars.space.xs });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
