import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { controlFrame, controlStates } from '../../../ui/field.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const textarea = style({
  width: '100%',
  minHeight: vars.size.controlLg,
  padding: vars.space.sm,
  ...controlFrame,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  selectors: controlStates,
});

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
