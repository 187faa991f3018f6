import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const heading = style({ fontSize: vars.fontSize.xl, scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`, outline: 'none' });
export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const sort = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const sortLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const select = style({ width: 'auto', minWidth: '10rem', minHeight: vars.size.controlSm, paddingBlock: 0 });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
