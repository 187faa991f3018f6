import { useEffect, useState } from 'react';

/**
 * The emailed link's `token`, read only in the browser after hydration and then taken out of the
 * address bar (history.replaceState), so it is not kept in history, bookmarked, or sent on in a
 * Referer. `undefined` until the effect ran; null when the link carried none.
 */
export function useUrlToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const url = new URL(window.location.href);
    const found = url.searchParams.get('token')?.trim() || null;
    if (url.searchParams.has('token')) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
    setToken(found);
  }, []);
  return token;
}
