import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

/* One row on wide screens; on a phone the box takes the first row, the type and the button the second. */
export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: vars.space.sm,
  maxWidth: vars.size.prose,
  marginBottom: vars.space.xl,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr) auto', marginBottom: vars.space.lg } },
});

export const query = style({ '@media': { [media.mobile]: { gridColumn: '1 / -1' } } });

export const type = style({ width: 'auto', cursor: 'pointer', '@media': { [media.mobile]: { width: '100%' } } });

export const submit = style({ minHeight: vars.size.control });
