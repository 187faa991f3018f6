/**
 * Where toasts appear: never over what the reader is working on. Phones default to the top of the
 * screen (just below the sticky header), wider screens to the bottom-right corner; when the reader's
 * current block (the comment card or form they last focused) lies under that band, toasts move to the
 * other edge instead.
 */
export type ToastSide = 'top' | 'bottom';
export type ToastPlacement = { side: ToastSide; offset: number };
type Span = { top: number; bottom: number };

/** Room a stack of one or two toasts takes at an edge, with the viewport's padding. */
export const TOAST_BAND_PX = 180;
const PHONE = '(max-width: 767px)';

const overlap = (a: Span, top: number, bottom: number) => Math.max(0, Math.min(a.bottom, bottom) - Math.max(a.top, top));

export function toastSide(anchor: Span | null, view: { height: number; phone: boolean; headerBottom: number }): ToastSide {
  const preferred: ToastSide = view.phone ? 'top' : 'bottom';
  if (!anchor) return preferred;
  const covered = {
    top: overlap(anchor, view.headerBottom, view.headerBottom + TOAST_BAND_PX),
    bottom: overlap(anchor, view.height - TOAST_BAND_PX, view.height),
  };
  const other: ToastSide = preferred === 'top' ? 'bottom' : 'top';
  return covered[preferred] > 0 && covered[other] < covered[preferred] ? other : preferred;
}

let anchor: Element | null = null;

/** Remembers the block around the last focused element (a card outlives its edit form; a form its button). */
export function trackToastAnchor(): () => void {
  const onFocus = (e: FocusEvent) => {
    const el = e.target instanceof Element ? e.target : null;
    if (el && !el.closest('[role="region"][aria-label^="Notifications"]')) anchor = el.closest('article, form') ?? el;
  };
  document.addEventListener('focusin', onFocus);
  return () => document.removeEventListener('focusin', onFocus);
}

/** The placement for a toast raised now. */
export function currentPlacement(): ToastPlacement {
  const header = document.querySelector('body header');
  const headerBottom = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
  const rect = anchor?.isConnected ? anchor.getBoundingClientRect() : null;
  const side = toastSide(rect, { height: window.innerHeight, phone: window.matchMedia(PHONE).matches, headerBottom });
  return { side, offset: side === 'top' ? Math.round(headerBottom) : 0 };
}
