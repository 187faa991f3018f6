import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const art = style({
  width: '100%',
  maxWidth: '22rem',
  justifySelf: 'center',
  '@media': { [media.mobile]: { display: 'none' } },
});
export const teal = style({ fill: vars.color.primary, opacity: 0.85 });
export const plum = style({ fill: vars.color.accent, opacity: 0.75 });
export const soft = style({ fill: vars.color.surface, opacity: 0.9 });
export const line = style({ fill: 'none', stroke: vars.color.primarySoftText, strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' });
export const icon = style({ width: vars.size.iconLg, height: vars.size.iconLg });
export const iconLine = style({ fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' });
