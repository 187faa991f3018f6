import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

const base = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, margin: 0 });
export const summary = styleVariants(
  { sm: { fontSize: vars.fontSize.sm }, md: { fontSize: vars.fontSize.md }, lg: { fontSize: vars.fontSize.lg } },
  (s) => [base, s],
);
export const value = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const count = style({ color: vars.color.textMuted });
