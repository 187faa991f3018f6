import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.pill,
    background: vars.color.accentSoft,
    color: vars.color.accentSoftText,
    fontWeight: vars.fontWeight.bold,
    fontFamily: vars.font.body,
    lineHeight: 1,
    objectFit: 'cover',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.sm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'sm' },
});
