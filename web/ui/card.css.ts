import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: {},
      md: { padding: vars.space.lg, '@media': { [media.mobile]: { padding: vars.space.md } } },
      lg: { padding: vars.space.xl, '@media': { [media.mobile]: { padding: vars.space.lg } } },
    },
    elevation: {
      flat: {},
      raised: { boxShadow: vars.shadow.md },
    },
    tone: {
      plain: {},
      muted: { background: vars.color.surfaceMuted },
      teal: { background: vars.color.primarySoft, borderColor: 'transparent', color: vars.color.primarySoftText },
      plum: { background: vars.color.accentSoft, borderColor: 'transparent', color: vars.color.accentSoftText },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'flat', tone: 'plain' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
