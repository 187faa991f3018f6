import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const count = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.semibold });
export const actions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' });
