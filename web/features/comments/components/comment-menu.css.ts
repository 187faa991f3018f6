import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const trigger = style({
  display: 'inline-flex',
  flexShrink: 0,
  // At the end of the card's header row, whatever sits before it.
  marginInlineStart: 'auto',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  padding: 0,
  border: `${vars.border.thin} solid transparent`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const content = style({
  zIndex: vars.z.menu,
  padding: vars.space.xxs,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'default' },
  },
});

export const danger = style({
  color: vars.color.danger,
  selectors: {
    '&[data-highlighted]': { background: vars.color.dangerSoft, color: vars.color.danger },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});
