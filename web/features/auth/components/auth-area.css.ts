import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { hairline, overline, flexRow } from '../../../ui/layout';

export const area = style({ ...flexRow(vars.space.xs), minHeight: vars.size.controlSm });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xxs,
  paddingInlineEnd: vars.space.xs,
  border: hairline,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  maxWidth: '16rem',
  selectors: {
    '&:hover, &[data-state="open"]': { borderColor: vars.color.primary },
  },
});

export const triggerName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '10rem' });

export const menuHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const menuName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold, display: 'block' });

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.xxs}`,
  ...overline(vars.fontSize.xs),
  color: vars.color.textMuted,
});

export const separator = style({ height: vars.border.thin, margin: `${vars.space.xs} 0`, background: vars.color.border });
