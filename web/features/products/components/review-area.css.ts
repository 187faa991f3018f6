import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const area = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minHeight: vars.size.controlLg });
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });
export const prompt = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
