import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { chipFrame } from '../../../ui/chips.css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  minWidth: 0,
});
export const nav = style({ minWidth: 0, maxWidth: '100%', '@media': { [media.mobile]: { width: '100%' } } });
export const sortForm = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const sortLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const select = style({ width: 'auto', minWidth: '10rem', minHeight: vars.size.controlSm, paddingBlock: 0 });
export const noscriptButton = style({
  ...chipFrame,
  fontWeight: vars.fontWeight.semibold,
});
