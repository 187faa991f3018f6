import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const icon = style({ width: vars.size.icon, height: vars.size.icon, flexShrink: 0 });
