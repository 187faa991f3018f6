import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

const slideIn = keyframes({
  from: { transform: 'translateY(0.75rem)', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});

/** The sticky header's measured bottom edge, set by the Toaster: top-side toasts start below it. */
export const topOffsetVar = createVar();

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  vars: { [topOffsetVar]: '0px' },
  selectors: { '&[data-side="top"]': { top: topOffsetVar, bottom: 'auto' } },
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: vars.size.toastWidth,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
  '@media': { [media.mobile]: { width: '100%', padding: vars.space.md } },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    border: `${vars.border.thin} solid ${vars.color.border}`,
    borderLeftWidth: vars.border.focus,
    animation: `${slideIn} ${vars.duration.base} ease-out`,
    selectors: { '&[data-state="closed"]': { opacity: 0 } },
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      error: { borderLeftColor: vars.color.danger },
      info: { borderLeftColor: vars.color.primary },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: vars.space.xxs });
export const close = style({
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
});
