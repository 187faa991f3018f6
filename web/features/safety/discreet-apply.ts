import { DISCREET_TITLE } from './discreet-mode';

/**
 * Discreet mode's effect (issue 13), loaded only once someone uses it (discreet-mode.ts is the
 * switch). React owns the page's <title>; while discreet mode is
 * on, a MutationObserver puts 'Notes' back into every <title> in <head> whenever React writes
 * the page's own (its callback runs before the next paint, so the real title is never painted
 * after hydration), remembering the real text to restore when it is switched off. It starts
 * after hydration, so React never adopts a title it did not render; until then (a full page load)
 * the tab shows the site's title for a moment: the CSP allows no inline script that could run
 * earlier, and a blocking script file would cost every reader a request.
 */

/** A plain grey note icon, inline like the site's own (no request). */
const DISCREET_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect x='6' y='4' width='20' height='24' rx='3' fill='%23888'/%3E%3Cpath d='M10 11h12M10 16h12M10 21h8' stroke='%23fff' stroke-width='2'/%3E%3C/svg%3E";

let observer: MutationObserver | null = null;
/** Each <title>'s real text while discreet mode hides it. */
let realTitles = new Map<HTMLTitleElement, string>();
let siteIcon: string | null = null;

function icon(): HTMLLinkElement | null {
  return document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
}

function hideTitles() {
  for (const title of document.head.querySelectorAll('title')) {
    if (title.textContent === DISCREET_TITLE) continue;
    realTitles.set(title, title.textContent ?? '');
    title.textContent = DISCREET_TITLE;
  }
  const link = icon();
  if (link && link.getAttribute('href') !== DISCREET_ICON) {
    siteIcon = link.getAttribute('href');
    link.setAttribute('href', DISCREET_ICON);
  }
}

/** Applies the stored choice to the document (after hydration and after each toggle). */
export function applyDiscreetMode(on: boolean): void {
  if (on) {
    hideTitles();
    observer ??= new MutationObserver(hideTitles);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return;
  }
  observer?.disconnect();
  observer = null;
  for (const [title, text] of realTitles) if (title.isConnected) title.textContent = text;
  realTitles = new Map();
  const link = icon();
  if (link && siteIcon !== null) link.setAttribute('href', siteIcon);
  siteIcon = null;
}

