import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: `${vars.border.thin} solid transparent`,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.primary,
        color: vars.color.primaryText,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover, color: vars.color.primaryText } },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted, color: vars.color.text } },
      },
      danger: {
        background: vars.color.dangerSoft,
        color: vars.color.danger,
        borderColor: vars.color.danger,
        selectors: { '&:hover:not(:disabled)': { background: vars.color.danger, color: vars.color.textInverse } },
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.control, paddingInline: vars.space.lg, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.fontSize.lg },
      icon: { width: vars.size.control, height: vars.size.control, padding: 0 },
    },
    block: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
