import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export { centeredMessage as centered } from '../../../styles/sprinkles.css';

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  borderRadius: vars.radius.pill,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
  fontSize: vars.fontSize.xxl,
  fontFamily: vars.font.heading,
});

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  maxWidth: vars.size.prose,
});

export const muted = style({ color: vars.color.textMuted });
