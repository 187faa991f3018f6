import { useEffect, useState } from 'react';

/**
 * The href without the `name` parameter (keeping the others and the hash), or null when it has none.
 * Pure, so the rule is tested without a browser.
 */
export function withoutParam(href: string, name: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(name)) return null;
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The value of `name` in a query string (the first, trimmed), or null when absent or blank. */
export function readParam(search: string, name: string): string | null {
  const value = new URLSearchParams(search).get(name)?.trim();
  return value ? value : null;
}

/**
 * An emailed link's `token`, read only in the browser after hydration: the server renders these pages
 * once per path for everyone (the render cache), so the token must never shape the server's HTML. Once
 * read it leaves the address bar (history.replaceState), so it is not kept in history, bookmarked, or
 * sent on in a Referer. `undefined` until the effect ran (render what the server rendered meanwhile).
 */
export function useUrlToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const found = readParam(window.location.search, 'token');
    const stripped = withoutParam(window.location.href, 'token');
    if (stripped !== null) window.history.replaceState(window.history.state, '', stripped);
    setToken(found);
  }, []);
  return token;
}
