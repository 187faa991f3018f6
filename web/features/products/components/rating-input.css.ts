import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const legend = style({ padding: 0, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const stars = style({ display: 'inline-flex', gap: vars.space.xxs });
export const option = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer', borderRadius: vars.radius.sm });
/** The radio stays in the accessibility tree and takes focus; the star shows its state and focus ring. */
export const radio = style({ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' });
const star = style({
  width: '1.75rem',
  height: '1.75rem',
  strokeWidth: 1.2,
  strokeLinejoin: 'round',
  borderRadius: vars.radius.sm,
  transition: `fill ${vars.duration.fast}`,
  selectors: {
    [`${radio}:focus-visible + &`]: { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '1px' },
    [`${option}:hover > &`]: { stroke: '#8a5f0c' },
  },
});
export const starOn = style([star, { fill: '#d99a1e', stroke: '#b07a12' }]);
export const starOff = style([star, { fill: vars.color.surfaceMuted, stroke: vars.color.borderStrong }]);
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const value = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
