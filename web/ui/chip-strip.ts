import { useEffect, useRef } from 'react';

/**
 * The chosen chip of a strip that scrolls sideways on narrow screens, kept in view by scrolling
 * the strip alone. `scrollIntoView` also scrolls the page when the strip is below the fold (the
 * experts directory sits under the featured interviews), so /experts opened scrolled past its
 * heading to the directory, 914 px down at 375 px.
 */
export function useChipInView<T extends HTMLElement>(active: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) revealInStrip(ref.current);
  }, [active]);
  return ref;
}

/** Scrolls the nearest sideways-scrolling ancestor of `chip` just enough to show it whole. */
export function revealInStrip(chip: HTMLElement): void {
  let strip = chip.parentElement;
  while (strip && strip.scrollWidth <= strip.clientWidth) strip = strip.parentElement;
  if (!strip || strip === document.body || strip === document.documentElement) return;
  const box = strip.getBoundingClientRect();
  const own = chip.getBoundingClientRect();
  if (own.left < box.left) strip.scrollLeft -= box.left - own.left;
  else if (own.right > box.right) strip.scrollLeft += Math.min(own.right - box.right, own.left - box.left);
}
