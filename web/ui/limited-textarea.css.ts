import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The character count under a text box, and what replaces it past the limit (or any error beside it). */
export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
