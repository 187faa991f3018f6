import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const product = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: vars.size.prose });
export const sectionTitle = style({ fontSize: vars.fontSize.xl });
export const description = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
