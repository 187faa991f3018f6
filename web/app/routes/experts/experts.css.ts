import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl, minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const sectionHead = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const sectionLead = style({ color: vars.color.textMuted });
export const profile = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
