/**
 * Quick exit (issue 13), as sexual-health and support services provide it: leave at once for a
 * neutral page and leave nothing of ours to go back to.
 *
 * What a page can do about history: a script may change only the current entry of its tab, and
 * may move within the tab's history. Pages read in this visit (one document: the router numbers
 * its entries, `history.state.idx`) are behind the current one, so quick exit hides the page, goes
 * back to the visit's first entry and replaces that with the neutral site: Back from there leaves
 * our site. What no script can remove: our pages in the Forward list of that entry, entries of
 * earlier visits (or a reload) and the browser's history list; closing the tab or clearing the
 * history removes them (the privacy page says so). `rel="noreferrer"` on the button keeps the
 * neutral site from learning where the reader came from.
 */
export const NEUTRAL_URL = 'https://www.google.com/search?q=weather+tomorrow';

/** Three presses of Escape within this many milliseconds leave (a single press, e.g. closing a dialog, does nothing). */
export const ESCAPE_WINDOW_MS = 1500;

export function quickExit(): void {
  // Leave once: the walk back's popstate and the fallback timer both call this, and a second
  // replace while the first is loading aborts it (a slow machine took longer than the timer).
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    window.location.replace(NEUTRAL_URL);
  };
  // Nothing of the page stays on screen while the tab walks back.
  document.body.hidden = true;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  if (typeof idx !== 'number' || idx <= 0) return leave();
  window.addEventListener('popstate', leave, { once: true });
  window.history.go(-idx);
  // Should the walk back not happen (a browser that refuses it), leave from here.
  window.setTimeout(leave, 250);
}

/**
 * Counts Escape presses in a row (held-key repeats excluded; any other key starts again) in the capture phase, so a dialog or the
 * search box that consumes one does not hide it; only three within ESCAPE_WINDOW_MS leave.
 * Returns the function that removes the listener.
 */
export function listenForTripleEscape(onTriple: () => void = quickExit, now: () => number = () => performance.now()): () => void {
  let presses: number[] = [];
  const onKey = (e: KeyboardEvent) => {
    // Three in a row: any other key in between (typing in the search box, say) starts again.
    if (e.key !== 'Escape') {
      presses = [];
      return;
    }
    if (e.repeat) return;
    const t = now();
    presses = [...presses.filter((p) => t - p < ESCAPE_WINDOW_MS), t];
    if (presses.length >= 3) {
      presses = [];
      onTriple();
    }
  };
  window.addEventListener('keydown', onKey, true);
  return () => window.removeEventListener('keydown', onKey, true);
}
