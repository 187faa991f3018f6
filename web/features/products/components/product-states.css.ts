import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
  gap: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: '1fr' } },
});
export const image = style({ display: 'block', aspectRatio: '4 / 3', borderRadius: vars.radius.lg, background: vars.color.skeleton });
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
