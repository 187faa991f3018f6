import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ fontSize: vars.fontSize.xl });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    'screen and (max-width: 1023px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, height: '100%' });
export const title = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold });
export const text = style({ fontSize: vars.fontSize.sm });
