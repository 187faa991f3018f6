import { useEffect } from 'react';

/**
 * A new page starts at its top, or at the element its address's #fragment names once that is
 * rendered (lib/follow-hash.ts); a change of the query alone (a search typed, a filter) keeps the place.
 */
export function usePageScroll(pathname: string, hash: string, key: string): void {
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    if (!hash) return;
    // Loaded only for an address with a #fragment (most pages have none).
    let stop: (() => void) | null = null;
    let left = false;
    void import('../../lib/follow-hash').then((m) => {
      if (!left) stop = m.followHash(hash);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [hash, key]);
}
