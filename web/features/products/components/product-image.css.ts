import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const picture = style({ display: 'block' });

const box = style({ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: vars.color.surfaceMuted });
export const image = styleVariants({
  card: [box, { borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` }],
  hero: [box, { borderRadius: vars.radius.lg }],
});

const frame = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  aspectRatio: '4 / 3',
  padding: vars.space.lg,
  textAlign: 'center',
  overflow: 'hidden',
});
export const placeholder = styleVariants({
  card: [frame, { borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0` }],
  hero: [frame, { borderRadius: vars.radius.lg }],
});

/** Each category its own pair of the theme's soft tones, drawn as a diagonal wash. */
export const palette = styleVariants({
  sex_toys: { background: `linear-gradient(135deg, ${vars.color.accentSoft}, ${vars.color.heroTo})`, color: vars.color.accentSoftText },
  lubricants: { background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.heroFrom})`, color: vars.color.primarySoftText },
  books_media: { background: `linear-gradient(135deg, ${vars.color.warningSoft}, ${vars.color.surfaceMuted})`, color: vars.color.warningText },
});

export const motif = style({
  width: '28%',
  maxWidth: '6rem',
  height: 'auto',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  opacity: 0.85,
});
export const placeholderBrand = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight });
export const placeholderCategory = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.semibold, letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.85 });
