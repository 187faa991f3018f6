import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const wrap = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: vars.size.form,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  '@media': { [media.mobile]: { paddingBlock: vars.space.xs } },
});

export const intro = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, textAlign: 'center' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const subtitle = style({ color: vars.color.textMuted });
export const footer = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
