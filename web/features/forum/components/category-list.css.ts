import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  flexShrink: 0,
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const name = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const description = style({ color: vars.color.textMuted, flex: 1 });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const count = style({ fontWeight: vars.fontWeight.semibold });
export const go = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
