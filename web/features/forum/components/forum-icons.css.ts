import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg, flexShrink: 0 });
export const small = style({ width: vars.space.md, height: vars.space.md, flexShrink: 0 });
