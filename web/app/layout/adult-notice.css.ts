import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const band = style({
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

export const textBlock = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug });
export const heading = style({
  display: 'block',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: 0,
  marginBottom: vars.space.xxs,
});
