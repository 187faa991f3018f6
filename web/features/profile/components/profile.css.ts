import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { statLabel as tileLabel, statNumber, statTile } from '../../../ui/stat.css';

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { flexDirection: 'column', textAlign: 'center' } },
});

export const identity = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const name = style({ fontSize: vars.fontSize.xl, overflowWrap: 'anywhere' });
export const email = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10.5rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  '@media': { [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const stat = style({
  ...statTile,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  minWidth: 0,
});
export const statLabel = style(tileLabel);
export const statValue = style({
  ...statNumber,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: vars.size.form });
export const preview = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
