import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/**
 * The box has its size before the image arrives: width 100% and the cover's 16:9 ratio
 * (also given by the <img> width and height attributes), so nothing moves when it loads.
 */
const base = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  // The covers are drawn in the light palette: dimmed a little so they do not glare on a dark page.
  '@media': { '(prefers-color-scheme: dark)': { filter: 'brightness(0.85)' } },
});

export const cover = styleVariants({
  // The card's top corners; the card's border frames the rest.
  card: [base, { borderStartStartRadius: `calc(${vars.radius.lg} - ${vars.border.thin})`, borderStartEndRadius: `calc(${vars.radius.lg} - ${vars.border.thin})` }],
  hero: [base, { borderRadius: vars.radius.lg }],
});

export const placeholder = styleVariants({
  card: [cover.card, { background: vars.color.skeleton }],
});
