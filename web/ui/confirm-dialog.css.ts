import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The alert dialogs that confirm a deletion or a report (comments, account): overlay, panel, actions. */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.menu,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.base} ease-out`,
});

export const content = style({
  position: 'fixed',
  zIndex: vars.z.menu,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(${vars.size.form}, calc(100vw - ${vars.space.md} * 2))`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `${vars.border.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  animation: `${fadeIn} ${vars.duration.base} ease-out`,
});

export const title = style({ fontSize: vars.fontSize.xl });
export const description = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs, marginTop: vars.space.xs });
