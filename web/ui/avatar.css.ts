import { style } from '@vanilla-extract/css';
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
    /** A deleted or erased author: the same muted silhouette everywhere, never a letter. */
    neutral: { true: { background: vars.color.surfaceMuted, color: vars.color.textMuted } },
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.sm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize.xl },
    },
  },
  defaultVariants: { size: 'sm', neutral: false },
});

/** The silhouette fills most of the circle whatever its size. */
export const silhouette = style({ width: '70%', height: '70%' });
