import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/**
 * The height of a band fixed at the bottom edge (the first-visit 18+ notice), which the button
 * stands on rather than covering the band's own button: measured once hydrated (set on the root
 * element by the band), estimated from the server's HTML until then (`liftEstimate`).
 */
export const liftVar = createVar();
const liftEstimate = createVar();

/** Marks the bottom band the button is lifted above. */
export const LIFT_ATTRIBUTE = 'data-lifts-quick-exit';

/**
 * Fixed in the bottom right corner, above everything but toasts; small enough not to hide a line of
 * text at 375 px, and the page keeps room for it at its end (the footer's bottom padding).
 */
export const button = style({
  position: 'fixed',
  right: vars.space.sm,
  bottom: `calc(${fallbackVar(liftVar, liftEstimate, '0px')} + ${vars.space.sm})`,
  '@media': {
    [media.mobile]: { selectors: { [`body:has([${LIFT_ATTRIBUTE}]) &`]: { vars: { [liftEstimate]: '8.75rem' } } } },
  },
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
    [`body:has([${LIFT_ATTRIBUTE}]) &`]: { vars: { [liftEstimate]: '5.5rem' } },
    '&:hover, &:focus-visible': { color: vars.color.textInverse, textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: vars.border.thick },
  },
});

/**
 * The scrolling the browser does for the reader (focus moving to a field or a submit button, an error
 * shown with scrollIntoView) keeps its target above the bottom edge's fixed bands: this button and the
 * 18+ notice it stands on. So a form's submit button reached by keyboard is never under them at 375 px.
 */
globalStyle('html', {
  scrollPaddingBottom: `calc(${fallbackVar(liftVar, '0px')} + ${vars.size.controlSm} + 2 * ${vars.space.sm})`,
});
