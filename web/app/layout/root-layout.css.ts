import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: 1,
  paddingBlock: vars.space.xl,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.xs,
  zIndex: vars.z.menu,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'translateY(0)', color: vars.color.primaryText } },
});

export const fallback = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: vars.size.prose });
