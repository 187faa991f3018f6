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
 * What `takeUrlParam` took out of the address bar, by parameter and history entry (the router's key and
 * the path; the state is kept by the replace), for as long as this document lives.
 */
const taken = new Map<string, string | null>();

const entryOf = (name: string) => {
  const key = (window.history.state as { key?: unknown } | null)?.key;
  return `${name} ${typeof key === 'string' ? key : ''} ${window.location.pathname}`;
};

/**
 * Reads `name` from the address and takes it out (history.replaceState), so it is not kept in history,
 * bookmarked, or sent on in a Referer. Idempotent for one history entry: a second call (StrictMode runs
 * every effect twice in development, a remount runs it again) returns what the first one took, not the
 * now clean address's nothing.
 */
export function takeUrlParam(name: string): string | null {
  const entry = entryOf(name);
  const stripped = withoutParam(window.location.href, name);
  if (stripped === null) return taken.get(entry) ?? null;
  const found = readParam(window.location.search, name);
  taken.set(entry, found);
  window.history.replaceState(window.history.state, '', stripped);
  return found;
}

/**
 * An emailed link's `token`, read only in the browser after hydration: the server renders these pages
 * once per path for everyone (the render cache), so the token must never shape the server's HTML; then
 * taken out of the address bar. `undefined` until the effect ran (render what the server rendered
 * meanwhile); null when the link carried none.
 */
export function useUrlToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(takeUrlParam('token')), []);
  return token;
}
