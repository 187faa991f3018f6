import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const mute = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs, marginTop: vars.space.sm });
export const said = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
