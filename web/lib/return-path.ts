/**
 * Where to send a member after they log in or sign up: the page that sent them to /login.
 * Carried in the router's location state as `{ from }`. Only a same-origin path is ever used:
 * an absolute URL, a protocol-relative `//host`, a backslash (browsers read `/\host` as `//host`)
 * or anything that resolves to another origin falls back to the default.
 */
export type ReturnState = { from: string };

export function safeReturnPath(raw: unknown, origin: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Control characters (tab, newline) are stripped by the URL parser and could rebuild `//`.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Sending someone back to the login or sign-up screen would only loop.
  if (url.pathname === '/login' || url.pathname === '/register') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The state to put on a link or redirect to /login (or /register) so the member comes back here. */
export const returnState = (loc: { pathname: string; search?: string; hash?: string }): ReturnState => ({
  from: `${loc.pathname}${loc.search ?? ''}${loc.hash ?? ''}`,
});

/** The validated return path held in a location's state, or null. */
export function returnPathFrom(state: unknown, origin: string): string | null {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return safeReturnPath(from, origin);
}
