import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { square } from './layout';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  ...square(vars.size.icon),
  borderRadius: vars.radius.pill,
  border: `${vars.border.thick} solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});
