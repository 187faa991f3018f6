import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, marginBottom: vars.space.xl });
export const title = style({ fontSize: vars.fontSize.xxl });
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: vars.size.prose });
