import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const search = style({ display: 'flex', gap: vars.space.xs, maxWidth: '32rem', width: '100%' });
export const searchInput = style({ flex: 1, minWidth: 0 });

export const filters = style({ minWidth: 0 });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
