import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const description = style({ color: vars.color.textMuted, flex: 1 });

export const byline = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const role = style({ color: vars.color.textMuted, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  paddingTop: vars.space.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
