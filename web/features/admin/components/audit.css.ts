import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const items = style({ listStyle: 'none', margin: 0, padding: 0 });

export const list = style({
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

/** Five columns from 768 px up; narrower, each entry stacks. */
export const entry = style({
  display: 'grid',
  gridTemplateColumns: '11rem 9rem minmax(10rem, 1fr) minmax(12rem, 1.4fr) minmax(8rem, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs } },
});

export const when = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
export const who = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const what = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const action = style({ fontWeight: vars.fontWeight.semibold });
export const target = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
export const reason = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const sub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
export const quote = style({ fontStyle: 'italic' });
export const none = style({ color: vars.color.textMuted });

export const header = style([entry, {
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  '@media': { [media.mobile]: { display: 'none' } },
}]);
globalStyle(`${header} > *`, { minWidth: 0 });
