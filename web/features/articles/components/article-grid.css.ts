import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 19rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({ minWidth: 0 });

