import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { centred, hairline, flexRow } from '../../../ui/layout';

export const head = style(flexRow(vars.space.sm));

export const mark = style({
  ...centred,
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
  ...flexRow(vars.space.sm),
  justifyContent: 'space-between',
  paddingTop: vars.space.sm,
  borderTop: hairline,
  fontSize: vars.fontSize.sm,
});

export const count = style({ fontWeight: vars.fontWeight.semibold });
export const go = style({ color: vars.color.primary, fontWeight: vars.fontWeight.semibold });
