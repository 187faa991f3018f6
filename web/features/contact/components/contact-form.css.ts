import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const textarea = style({ minHeight: '10rem', resize: 'vertical', lineHeight: vars.lineHeight.body });
export const below = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm });
export const counter = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, marginInlineStart: 'auto' });
export const counterOver = style([counter, { color: vars.color.danger, fontWeight: vars.fontWeight.semibold }]);
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const done = style({ selectors: { '&:focus': { outline: 'none' } } });
