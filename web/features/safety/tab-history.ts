/**
 * Where the site's pages are in this tab's history, for quick exit (issue 24): the router numbers only
 * the entries of one document (`history.state.idx` starts again at 0 on every full page load), so
 * the walk back it allowed stopped at the last full load, one Back press from the site.
 *
 * Invariants: every entry of ours is stamped, once it is current, with its position in the tab's joint
 * history (`history.state[ENTRY]`, the number `history.go` counts in); a stamp is never changed
 * (a reload or a return to the entry keeps it, the router keeps other fields of the state it replaces),
 * so stamping again is a no-op and StrictMode's second run changes nothing. The position of the first
 * entry of ours in this tab is kept in sessionStorage (per tab and origin, across full loads and visits
 * to other sites); quick exit clears it. A new document's own entry was pushed, so it is the last one:
 * `history.length - 1`; an entry the router pushed in this document is the previous one's plus the
 * router's step.
 */
const ENTRY = 'osgEntry';
const FIRST_KEY = 'osg:first-entry';
const LEAVING_KEY = 'osg:leaving';
/** A walk back that left the document lands within this many milliseconds, or the mark is stale. */
const LEAVING_FRESH_MS = 30_000;

type RouterState = { idx?: unknown; [ENTRY]?: unknown } | null;

/** The current entry as last seen in this document (position, router index). */
let current: { at: number; idx: number | null } | null = null;
/** The position of the entry this document was loaded on: walks back past it leave the document. */
let documentStart: number | null = null;

const state = () => window.history.state as RouterState;
const routerIdx = (s: RouterState) => (typeof s?.idx === 'number' ? s.idx : null);

function readNumber(key: string): number | null {
  try {
    const value = Number(sessionStorage.getItem(key) ?? NaN);
    return Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the walk falls back to this document's entries.
  }
}

function positionOfUnstamped(s: RouterState): number {
  const idx = routerIdx(s);
  if (current && idx !== null && current.idx !== null) return Math.max(0, current.at + idx - current.idx);
  return Math.max(0, window.history.length - 1);
}

/** Stamps the current entry (after hydration and after every navigation); idempotent. */
export function recordTabEntry(): void {
  const s = state();
  const stamped = s?.[ENTRY];
  const at = typeof stamped === 'number' ? stamped : positionOfUnstamped(s);
  if (typeof stamped !== 'number') window.history.replaceState({ ...s, [ENTRY]: at }, '');
  current = { at, idx: routerIdx(s) };
  documentStart ??= at;
  const first = readNumber(FIRST_KEY);
  // An entry before the recorded first one is ours too (a push of ours there dropped the later ones).
  if (first === null || at < first) write(FIRST_KEY, String(at));
}

/**
 * How far quick exit walks back to reach the first entry of ours in this tab, and whether that entry
 * belongs to this document (then the walk ends with a popstate here; otherwise another page loads).
 */
export function walkToFirstEntry(): { steps: number; inDocument: boolean } {
  const s = state();
  const stamped = s?.[ENTRY];
  const first = readNumber(FIRST_KEY);
  const idx = routerIdx(s) ?? 0;
  if (typeof stamped !== 'number' || first === null) return { steps: Math.max(0, idx), inDocument: true };
  // Never further back than the tab's history reaches, nor short of this document's own entries.
  const steps = Math.max(0, Math.min(Math.max(stamped - first, idx), window.history.length - 1));
  return { steps, inDocument: documentStart !== null && stamped - steps >= documentStart };
}

/** Marks a walk back under way, for the page it lands on when that is another document of ours. */
export function markLeaving(now = Date.now()): void {
  write(LEAVING_KEY, String(now));
}

/** Whether this page is where a quick exit's walk back landed (a fresh mark); reading the mark spends it. */
export function landedByQuickExit(now = Date.now()): boolean {
  const at = readNumber(LEAVING_KEY);
  try {
    sessionStorage.removeItem(LEAVING_KEY);
  } catch {
    return false;
  }
  return at !== null && now - at < LEAVING_FRESH_MS;
}

/** Forgets this tab's record (quick exit): nothing of the site's stays in the tab's storage. */
export function forgetTab(): void {
  current = null;
  documentStart = null;
  try {
    sessionStorage.clear();
  } catch {
    // Nothing stored.
  }
}
