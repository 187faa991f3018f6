import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css';

/**
 * What every text control shares, the inputs here and the textareas and selects that size
 * themselves: a surface framed by a strong border (controlFrame) that turns primary on hover and
 * focus, and danger and thick when invalid (controlStates, for a style's `selectors`).
 */
export const controlFrame = {
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;
export const controlStates = {
  '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  '&:hover': { borderColor: vars.color.primary },
  '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
  '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: vars.border.thick },
} as const;

export const input = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.control,
    paddingInline: vars.space.sm,
    paddingBlock: vars.space.xs,
    ...controlFrame,
    fontSize: vars.fontSize.md,
    transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    selectors: { ...controlStates, '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
  },
  variants: {
    size: {
      md: {},
      sm: { minHeight: vars.size.controlSm, fontSize: vars.fontSize.sm, borderRadius: vars.radius.pill, paddingInline: vars.space.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});
export const checkbox = style({
  width: vars.space.md,
  height: vars.space.md,
  marginTop: vars.space.xxs,
  flexShrink: 0,
  accentColor: vars.color.primary,
});
