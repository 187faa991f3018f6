import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.menu,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.base} ease-out`,
});

/** Full height at the right edge, above the backdrop; scrolls on its own when the links overflow. */
export const panel = style({
  position: 'fixed',
  insetBlock: 0,
  right: 0,
  zIndex: vars.z.menu,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: `min(${vars.size.drawerWidth}, 85vw)`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderLeft: `${vars.border.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.base} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const panelHeader = style({ display: 'flex', justifyContent: 'flex-end' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const sectionTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  padding: `${vars.space.xs} ${vars.space.sm} 0`,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
  },
});

export const divider = style({
  border: 'none',
  borderTop: `${vars.border.thin} solid ${vars.color.border}`,
  margin: `${vars.space.sm} 0`,
});

export const authButtons = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, paddingTop: vars.space.xs });
