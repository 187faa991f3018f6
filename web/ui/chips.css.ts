import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { wrappingRow } from './row.css';

/**
 * A row of filter chips (links with aria-current on the chosen one): the article categories,
 * the product categories, the experts' specializations.
 */
export const chipList = style({
  ...wrappingRow,
  // Narrow screens: one swipeable row instead of several rows of chips. The block padding keeps focus rings unclipped.
  '@media': {
    [media.mobile]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      marginInline: `calc(${vars.space.md} * -1)`,
      padding: `${vars.space.xs} ${vars.space.md}`,
      scrollPaddingInline: vars.space.md,
    },
  },
});

/** A chip's frame: a small pill with a strong border on a surface (also the products' no-script sort button). */
export const chipFrame = {
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  ...chipFrame,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[aria-current="page"]:hover': { background: vars.color.primaryHover, color: vars.color.primaryText },
  },
});
