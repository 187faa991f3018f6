import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  selectors: { '&[data-met="true"]': { color: vars.color.success } },
});

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid currentColor`,
  fontSize: vars.fontSize.xs,
  flexShrink: 0,
});
