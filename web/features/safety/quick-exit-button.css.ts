import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/**
 * Fixed in the bottom right corner, above everything but toasts; small enough not to hide a line of
 * text at 375 px, and the page keeps room for it at its end (the footer's bottom padding).
 */
export const button = style({
  position: 'fixed',
  right: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.z.menu,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thick} solid ${vars.color.textInverse}`,
  background: vars.color.danger,
  color: vars.color.textInverse,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  boxShadow: vars.shadow.md,
  selectors: {
    '&:hover, &:focus-visible': { color: vars.color.textInverse, textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
  },
});

/** Room at the page's end so the fixed button never covers the last line of the footer. */
