import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.surfaceMuted,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  paddingTop: vars.space.xl,
  // The room the fixed Quick exit button needs at the end of the page, inside the footer's own colour.
  paddingBottom: `calc(${vars.space.xl} + ${vars.size.controlSm} + ${vars.space.sm} * 2)`,
  fontSize: vars.fontSize.sm,
});

export const inner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});

export const brand = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, maxWidth: '26rem' });
export const brandName = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });
export const muted = style({ color: vars.color.textMuted });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const link = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '&:hover': { color: vars.color.primary } },
});

export const copyright = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** Discreet mode's switch: a quiet text button (issue 13). */
export const toggle = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `${vars.border.thin} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText } },
});
