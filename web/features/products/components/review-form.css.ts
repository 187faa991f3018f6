import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.lg });
export const textarea = style({ resize: 'vertical', minHeight: '5rem', paddingBlock: vars.space.sm, lineHeight: vars.lineHeight.body });
export const below = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space.sm });
export const counter = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const counterOver = style([counter, { color: vars.color.danger, fontWeight: vars.fontWeight.bold }]);
export const twoColumns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))', gap: vars.space.md });
export const ratings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});
export const criteria = style({ border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const criteriaLegend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });
export const criteriaGrid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))', gap: vars.space.md });
export const criteriaSkeleton = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
