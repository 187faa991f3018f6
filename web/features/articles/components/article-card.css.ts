import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { ruledRow } from '../../../ui/layout';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  flex: 1,
});

export const title = style({ fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug });

export const excerpt = style({
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  ...ruledRow('top', vars.space.xs, `${vars.space.sm} ${vars.space.lg}`),
  flexWrap: 'wrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const author = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });
