import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const card = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md, maxWidth: vars.size.prose });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, fontSize: vars.fontSize.sm });
