import { useEffect, useState } from 'react';

/**
 * A form sent before the page hydrated: the server's HTML is on screen and can be filled in, but
 * React's handlers are not attached until the route's chunk has loaded, so the browser sent it
 * itself, as a GET to the page's own address. The reader's address went into the URL (history,
 * logs) and the page reloaded, empty, without a word (CI under load, or a slow phone, clicked
 * 'Subscribe' in that window). The entry script holds such a submit (`holdEarlySubmits`, before
 * hydrating) and the layout sends it again once the page has hydrated (`<SendHeldSubmit />`), through the form's
 * own handler, with what the reader had typed. Forms with an `action` (the search boxes) work
 * without the script and are left to the browser.
 */
let hydrated = false;
let held: { form: HTMLFormElement; submitter: HTMLButtonElement | HTMLInputElement | null } | null = null;

/** Called once by the entry script, before hydrating. */
export function holdEarlySubmits(): void {
  document.addEventListener(
    'submit',
    (e) => {
      const form = e.target;
      if (hydrated || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      e.preventDefault();
      const by = e.submitter;
      held = { form, submitter: (by instanceof HTMLButtonElement || by instanceof HTMLInputElement) && by.form === form ? by : null };
    },
    true,
  );
}

/**
 * Rendered beside the page, inside the page's Suspense boundary, which hydrates after the shell. Its first effect runs with the fields' own (those that
 * take over what was typed before hydration set their state in theirs); its state change renders in
 * the same batch as theirs, so by its second effect the form's handler sees what the reader typed.
 */
export function SendHeldSubmit(): null {
  const [settled, setSettled] = useState(false);
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (!settled || hydrated) return;
    hydrated = true;
    const h = held;
    held = null;
    if (h?.form.isConnected) h.form.requestSubmit(h.submitter?.isConnected ? h.submitter : null);
  }, [settled]);
  return null;
}

/** A client-rendered page has nothing of the server's to send early. */
export function releaseEarlySubmits(): void {
  hydrated = true;
}
