import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const textarea = style({
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: vars.border.thick },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });
