import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const summary = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const address = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const danger = style({ marginInlineStart: 'auto' });
