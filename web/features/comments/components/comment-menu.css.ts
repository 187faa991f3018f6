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

