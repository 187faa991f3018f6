import { useCallback, useRef } from 'react';

/** Which edges of a sideways strip hide more: none, the end, the start or both. */
function edgesOf(el: HTMLElement): string | null {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return null;
  const start = el.scrollLeft > 1;
  const end = el.scrollLeft < max - 1;
  return start && end ? 'both' : start ? 'start' : end ? 'end' : null;
}

/** Scrolls the strip alone (never the page) so `item` sits in its middle, clear of the faded edges. */
function centre(el: HTMLElement, item: HTMLElement) {
  const box = el.getBoundingClientRect();
  const own = item.getBoundingClientRect();
  el.scrollLeft += own.left + own.width / 2 - (box.left + box.width / 2);
}

/**
 * For a strip styled with scroll-cue.css.ts `strip`: keeps its `data-more` attribute (the edges that
 * fade) true as it scrolls or resizes, and brings the current item (`aria-current` or
 * `aria-selected="true"`) to its middle once mounted, so the page's own tab is never the hidden or faded one.
 */
export function useScrollCue<T extends HTMLElement>() {
  const cleanup = useRef<(() => void) | null>(null);
  return useCallback((el: T | null) => {
    cleanup.current?.();
    cleanup.current = null;
    if (!el) return;
    const update = () => {
      const more = edgesOf(el);
      if (more) el.dataset.more = more;
      else delete el.dataset.more;
    };
    const current = el.querySelector<HTMLElement>('[aria-current="page"], [aria-selected="true"]');
    if (current) centre(el, current);
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    cleanup.current = () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, []);
}
