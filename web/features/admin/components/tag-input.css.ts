import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { wrappingRow } from '../../../ui/row.css';

export const chips = style({ ...wrappingRow, marginTop: vars.space.xs });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.controlSm,
  minHeight: vars.size.controlSm,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});
