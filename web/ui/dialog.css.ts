import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { media, vars } from '../styles/theme.css';

/** Every modal surface: the confirmations (comments, account, admin), admin's comparison and the site menu's drawer. */
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } });
const still = { '@media': { [media.reducedMotion]: { animation: 'none' } } };

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.menu,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.duration.base} ease-out`,
  ...still,
});

export const dialog = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.z.menu,
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
  },
  variants: {
    /** centre: a panel over the page; drawer: full height at the right edge, scrolling on its own when its links overflow. */
    placement: {
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        gap: vars.space.sm,
        padding: vars.space.lg,
        border: `${vars.border.thin} solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        animation: `${fadeIn} ${vars.duration.base} ease-out`,
        ...still,
      },
      drawer: {
        insetBlock: 0,
        right: 0,
        gap: vars.space.xs,
        overflowY: 'auto',
        overscrollBehavior: 'contain',
        padding: vars.space.md,
        borderLeft: `${vars.border.thin} solid ${vars.color.border}`,
        animation: `${slideIn} ${vars.duration.base} ease-out`,
        ...still,
      },
    },
    /** form: a confirmation or a short form; wide: side-by-side comparisons; drawer: the site menu. */
    size: {
      form: { width: `min(${vars.size.form}, calc(100vw - ${vars.space.md} * 2))` },
      wide: { width: `min(${vars.size.container}, calc(100vw - ${vars.space.md} * 2))` },
      drawer: { width: `min(${vars.size.drawerWidth}, 85vw)` },
    },
    /** A centred panel whose contents may be taller than the window (admin's edits and comparisons) scrolls inside. */
    scroll: { false: {}, true: { maxHeight: `calc(100vh - ${vars.space.xl} * 2)`, overflowY: 'auto' } },
  },
  defaultVariants: { placement: 'center', size: 'form', scroll: false },
});
export type DialogVariants = NonNullable<RecipeVariants<typeof dialog>>;

export const title = style({ fontSize: vars.fontSize.xl });
export const description = style({ color: vars.color.textMuted });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs, marginTop: vars.space.xs });
