import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** Long-form text pages (About, Terms, Privacy, Contact). */
export const prose = style({ maxWidth: vars.size.prose, display: 'flex', flexDirection: 'column', gap: vars.space.md });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl, marginTop: vars.space.lg });
globalStyle(`${prose} ul`, { paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
