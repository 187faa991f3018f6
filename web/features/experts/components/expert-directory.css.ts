import { style } from '@vanilla-extract/css';
import { media, vars } from '../../../styles/theme.css';

export const controls = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });

export const search = style({ display: 'flex', gap: vars.space.xs, maxWidth: '32rem', width: '100%' });
export const searchInput = style({ flex: 1, minWidth: 0 });

export const filters = style({ minWidth: 0 });
export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  // Narrow screens: one swipeable row of badges. The block padding keeps focus rings unclipped.
  '@media': {
    [media.mobile]: {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      scrollbarWidth: 'none',
      marginInline: `calc(${vars.space.md} * -1)`,
      padding: `${vars.space.xs} ${vars.space.md}`,
      scrollPaddingInline: vars.space.md,
    },
  },
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlSm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, color: vars.color.text, background: vars.color.surfaceMuted },
    '&[aria-current="page"]': { background: vars.color.primary, borderColor: vars.color.primary, color: vars.color.primaryText },
    '&[aria-current="page"]:hover': { background: vars.color.primaryHover, color: vars.color.primaryText },
  },
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
