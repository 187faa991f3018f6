import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const nav = style({ marginBottom: vars.space.xl, minWidth: 0 });
