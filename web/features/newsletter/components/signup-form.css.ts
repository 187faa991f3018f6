import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const head = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const title = style({ fontSize: vars.fontSize.xl });
export const lead = style({ color: vars.color.textMuted, maxWidth: vars.size.prose });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const fineprint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** Reserves the loading categories' rows, so the form does not grow when they arrive. */
export const loading = style({ display: 'grid', gap: vars.space.xs, minHeight: `calc(${vars.size.control} * 2)` });

export const done = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, selectors: { '&:focus': { outline: 'none' } } });
export const doneTitle = style({ fontSize: vars.fontSize.xl, color: vars.color.success, selectors: { '&:focus-visible': { outline: 'none' } } });
