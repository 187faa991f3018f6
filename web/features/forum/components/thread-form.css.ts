import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.lg });

export const textarea = style({ minHeight: '10rem', resize: 'vertical', lineHeight: vars.lineHeight.body });

export const select = style({ cursor: 'pointer' });

export const below = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.xs });

/** SPEC 5: the live counter, in the error style once past the limit. */
export const counter = style({ marginInlineStart: 'auto', fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const counterOver = style([counter, { color: vars.color.danger, fontWeight: vars.fontWeight.bold }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });
