import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const base = style({ display: 'inline-flex', alignItems: 'center', gap: '0.0625rem', flexShrink: 0, lineHeight: 1 });
export const stars = styleVariants({ sm: { fontSize: '0.9rem' }, md: { fontSize: '1.1rem' }, lg: { fontSize: '1.5rem' } }, (s) => [base, s]);
export const star = style({ width: '1em', height: '1em', display: 'block' });
/** Gold reads on both themes' surfaces; the empty part is the muted surface with a visible outline. */
export const filledStop = style({ stopColor: '#d99a1e' });
export const emptyStop = style({ stopColor: vars.color.surfaceMuted });
export const outline = style({ stroke: '#b07a12', strokeWidth: 1, strokeLinejoin: 'round' });
