import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm });
export const title = style({ fontSize: vars.fontSize.xxl });
export const all = style({ fontWeight: vars.fontWeight.semibold });
