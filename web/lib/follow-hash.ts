/**
 * Lands on the element an address's `#fragment` names, also when it is rendered late: the browser
 * scrolls to a fragment only once, at load, and the comments under an article (5,000-6,000 px down)
 * or a forum post load after hydration, while what is above them may still change height. So the
 * target is placed just below the sticky header (`data-sticky-header`: one row at 375 px, two at
 * 1280 px) whenever the page changes, until it has settled: found, inside nothing marked aria-busy and containing nothing
 * that is, and unchanged for SETTLED_MS. The reader's own scrolling (wheel, touch, keys, a pointer)
 * ends it at once, and it never follows longer than FOLLOW_MS.
 */
const FOLLOW_MS = 10_000;
const SETTLED_MS = 1_000;
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function targetOf(hash: string): string | null {
  try {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    return id || null;
  } catch {
    return null;
  }
}

/** Room between the sticky header and the target. */
const GAP_PX = 16;

const busy = (el: Element) => Boolean(el.closest('[aria-busy="true"]') ?? el.querySelector('[aria-busy="true"]'));

/** Follows `hash`'s target until it settles; returns the function that stops it (for an effect's cleanup). */
export function followHash(hash: string): () => void {
  const id = targetOf(hash);
  if (!id) return () => undefined;
  let frame = 0;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(settle);
    clearTimeout(cap);
    mutations.disconnect();
    sizes.disconnect();
    READER_INPUT.forEach((type) => window.removeEventListener(type, stop, true));
  };
  const place = () => {
    frame = 0;
    const el = document.getElementById(id);
    if (!el) return;
    const header = document.querySelector('[data-sticky-header]')?.getBoundingClientRect().bottom ?? 0;
    const off = el.getBoundingClientRect().top - Math.max(0, header) - GAP_PX;
    if (Math.abs(off) >= 1) window.scrollBy(0, off);
    clearTimeout(settle);
    if (!busy(el)) settle = setTimeout(stop, SETTLED_MS);
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(place);
  };
  const mutations = new MutationObserver(schedule);
  mutations.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy', 'id'] });
  // Heights that change without a DOM change (images, fonts) move the target too.
  const sizes = new ResizeObserver(schedule);
  sizes.observe(document.body);
  READER_INPUT.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  const cap = setTimeout(stop, FOLLOW_MS);
  schedule();
  return stop;
}
