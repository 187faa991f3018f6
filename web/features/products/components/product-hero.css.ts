import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { flexColumn, hairline, split } from '../../../ui/layout';

export const hero = style(split('minmax(0, 5fr) minmax(0, 6fr)', { gap: vars.space.xl, alignItems: 'start', mobileGap: vars.space.lg, mobileColumns: '1fr' }));
export const info = style({ ...flexColumn(vars.space.sm, 'flex-start'), minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });
export const brand = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const price = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const priceLabel = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, marginRight: vars.space.xxs });
export const buy = style({
  ...flexColumn(vars.space.xs, 'flex-start'),
  marginTop: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: hairline,
  width: '100%',
});
export const checkPrice = style({ '@media': { [media.mobile]: { width: '100%' } } });
export const external = style({ fontWeight: vars.fontWeight.regular });
export const hidden = style({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
export const disclosure = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
