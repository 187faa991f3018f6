import { useEffect } from 'react';

/**
 * Radix hides the rest of the page with aria-hidden only, which leaves its links focusable to
 * assistive tech (axe: aria-hidden-focus). `inert` on the app root (dialogs are portalled outside
 * it) takes the page out of the focus order and the accessibility tree while `active`.
 */
export function useInertPage(active: boolean) {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!active || !root) return;
    root.inert = true;
    return () => {
      root.inert = false;
    };
  }, [active]);
}
