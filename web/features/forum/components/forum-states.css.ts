import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const gap = style({ height: vars.space.md });
