import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.borderStrong } },
});
