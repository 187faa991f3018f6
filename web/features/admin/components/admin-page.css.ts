import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.xs,
});
export const titleBlock = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.xxl, '@media': { [media.mobile]: { fontSize: vars.fontSize.xl } } });
export const lead = style({ color: vars.color.textMuted, maxWidth: vars.size.prose });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
