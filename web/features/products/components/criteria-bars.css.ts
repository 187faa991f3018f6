import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { flexColumn, flexRow, split } from '../../../ui/layout';

export const list = style({ ...flexColumn(vars.space.sm), margin: 0 });
export const row = style(split('minmax(8rem, 12rem) 1fr', { gap: vars.space.md, alignItems: 'center', mobileGap: vars.space.xxs, mobileColumns: '1fr' }));
export const name = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
export const value = style({ ...flexRow(vars.space.sm), margin: 0 });
export const track = style({ display: 'block', flex: 1, minWidth: 0, height: '0.625rem', borderRadius: vars.radius.pill, overflow: 'hidden' });
export const trackBg = style({ fill: vars.color.surfaceMuted });
export const fill = style({ fill: vars.color.primary });
export const number = style({ minWidth: '3.5rem', textAlign: 'right', fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const outOf = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
