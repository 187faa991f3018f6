import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: vars.size.searchWidth,
  minWidth: '8rem',
  flexShrink: 1,
});

export const input = style({
  width: '100%',
  minHeight: vars.size.controlSm,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.size.controlSm,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outlineOffset: 0, borderColor: vars.color.primary },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const submit = style({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 0,
  bottom: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.primary } },
});
