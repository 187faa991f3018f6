import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `${vars.border.thin} solid ${vars.color.border}`,
});

export const topRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  '@media': { [media.mobile]: { minHeight: vars.size.controlLg, paddingBlock: vars.space.xs } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.text } },
  '@media': { [media.mobile]: { fontSize: vars.fontSize.lg } },
});

export const logoMark = style({ color: vars.color.primary, display: 'inline-flex' });
globalStyle(`${logoMark} svg`, { width: vars.size.iconLg, height: vars.size.iconLg });

export const actions = style({ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm, minWidth: 0 });

export const navRow = style({ borderTop: `${vars.border.thin} solid ${vars.color.border}` });

export const navList = style({
  display: 'flex',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  overflowX: 'auto',
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  borderBottom: `${vars.border.focus} solid transparent`,
  selectors: {
    '&:hover': { color: vars.color.primary, borderBottomColor: vars.color.border },
    '&[aria-current="page"]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
  },
});
