import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  maxWidth: vars.size.prose,
});

export const muted = style({ color: vars.color.textMuted });
