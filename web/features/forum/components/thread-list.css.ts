import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';
import { stretchedLinkHost } from '../../../ui/card.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.lg,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '&:not(:first-child)': { borderTop: `${vars.border.thin} solid ${vars.color.border}` } },
});

export const row = style([stretchedLinkHost, {
  display: 'grid',
  gridTemplateColumns: `${vars.size.avatarSm} minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  transition: `background-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-within': { background: vars.color.surfaceMuted },
  },
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: `${vars.size.avatarSm} minmax(0, 1fr)`,
      alignItems: 'start',
      gap: vars.space.sm,
      padding: vars.space.md,
    },
  },
}]);

export const pinnedRow = style([row, { background: vars.color.primarySoft, selectors: { '&:hover': { background: vars.color.primarySoft } } }]);

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const title = style({ fontSize: vars.fontSize.md, fontFamily: vars.font.body, fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.snug, overflowWrap: 'anywhere' });

export const byline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const author = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text, overflowWrap: 'anywhere' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(4.5rem, auto))',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
  justifyItems: 'end',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'right',
  '@media': {
    [media.mobile]: {
      gridColumn: '2',
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: vars.space.md,
      justifyItems: 'start',
      textAlign: 'left',
    },
  },
});

export const stat = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', '@media': { [media.mobile]: { flexDirection: 'row', gap: vars.space.xxs, alignItems: 'baseline' } } });
export const statValue = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });
export const activity = style({ gridColumn: '1 / -1', display: 'block', '@media': { [media.mobile]: { gridColumn: 'auto' } } });

export const skeletonRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: `${vars.space.md} ${vars.space.lg}` });
