import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const title = style({ fontSize: vars.fontSize.xxl, overflowWrap: 'anywhere' });

/*
 * The meta line keeps room on its right for the admins' Pin and Lock buttons, which appear after
 * hydration: the row is as tall as a small button whoever reads, and narrow screens stack the meta
 * in two lines beside them, so nothing moves when they arrive.
 */
export const metaRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start' } },
});

export const dot = style({ '@media': { [media.mobile]: { display: 'none' } } });

export const moderation = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
