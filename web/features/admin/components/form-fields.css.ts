import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const control = {
  width: '100%',
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: vars.border.thick },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
} as const;

export const textarea = style({ ...control, padding: vars.space.sm, lineHeight: vars.lineHeight.body, resize: 'vertical' });
export const select = style({ ...control, minHeight: vars.size.control, paddingInline: vars.space.sm });
