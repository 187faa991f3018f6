import { forgetTab, landedByQuickExit, markLeaving, walkToFirstEntry } from './tab-history';

/**
 * Quick exit (issue 13), as sexual-health and support services provide it: leave at once for a
 * neutral page and leave nothing of ours to go back to.
 *
 * What a page can do about history: a script may change only the current entry of its tab, and
 * may move within the tab's history. So quick exit hides the page, walks the tab back to the first
 * entry of ours in it (tab-history.ts keeps that across full loads and reloads), replaces that entry
 * with the neutral site and clears the site's storage of this tab: Back from there leaves our site.
 * When that entry belongs to another document, the walk loads it, and it leaves at once
 * (`leaveIfLandedByQuickExit`). What no script can remove: our pages in the Forward list of that
 * entry, pages of ours in other tabs, entries before the record began, and the browser's history
 * list; closing the tab or clearing the history removes them (the privacy page says so).
 * `rel="noreferrer"` on the button keeps the neutral site from learning where the reader came from.
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
    forgetTab();
    window.location.replace(NEUTRAL_URL);
  };
  // Nothing of the page stays on screen while the tab walks back.
  document.body.hidden = true;
  const { steps, inDocument } = walkToFirstEntry();
  if (steps <= 0) return leave();
  markLeaving();
  window.addEventListener('popstate', leave, { once: true });
  window.history.go(-steps);
  // Should the walk back not happen (a browser that refuses it), leave from here. A walk to another
  // document unloads this one first (its timers die with it); it is given longer to start, since a
  // replace before it commits would cancel it.
  const fallback = window.setTimeout(leave, inDocument ? 250 : 3000);
  window.addEventListener('beforeunload', () => window.clearTimeout(fallback), { once: true });
}

/**
 * On a page of ours that a quick exit's walk back loaded (a fresh start or a return from the
 * back/forward cache): leaves for the neutral site at once. True when leaving (render nothing).
 */
export function leaveIfLandedByQuickExit(): boolean {
  if (!landedByQuickExit()) return false;
  document.body.hidden = true;
  forgetTab();
  window.location.replace(NEUTRAL_URL);
  return true;
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

/** Marks the 'Quick exit' link (quick-exit-button.tsx) for `armQuickExit`'s listener. */
export const QUICK_EXIT_ATTRIBUTE = 'data-quick-exit';

/**
 * Arms quick exit for the page's life, as soon as the entry script runs: a click on the 'Quick exit'
 * link (found by its attribute, through one listener on the document) and Escape three times. Before
 * hydration, which waits for the route's chunk, the link was a plain link: it left for the neutral
 * site but kept every page of ours behind Back (a slow phone showed it, as CI did under load). Called
 * once from main.tsx, outside React, so StrictMode's double effects cannot arm it twice.
 */
export function armQuickExit(): void {
  document.addEventListener(
    'click',
    (e) => {
      const link = e.target instanceof Element ? e.target.closest(`a[${QUICK_EXIT_ATTRIBUTE}]`) : null;
      if (!link || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      quickExit();
    },
    true,
  );
  listenForTripleEscape();
}
