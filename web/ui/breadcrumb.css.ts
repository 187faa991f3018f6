import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { wrappingRow } from './row.css';

export const list = style({
  ...wrappingRow,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const item = style({
  display: 'inline-flex',
  gap: vars.space.xs,
  selectors: { '&:not(:last-child)::after': { content: '"/"', color: vars.color.borderStrong } },
});
