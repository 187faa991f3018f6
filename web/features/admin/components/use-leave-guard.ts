import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

const modified = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** The in-app address a click on a link would open, or null (another site, a new tab, a download, this very page). */
function internalTarget(e: MouseEvent): string | null {
  const a = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(a instanceof HTMLAnchorElement) || (a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * While `dirty`, leaving the editor waits for a confirmation: Cancel (`go`) and any in-app link
 * (a click caught before the router's own handler, which then sees it handled); closing or reloading
 * the tab, or following a link to another site, gets the browser's own question. The app uses the
 * router's declarative mode, which has no navigation blocker, hence the click capture.
 * `allow()` lets a successful save leave without asking.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pendingTo, setPendingTo] = useState<string | null>(null);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (e: MouseEvent) => {
      if (allowed.current || e.defaultPrevented || modified(e)) return;
      const to = internalTarget(e);
      if (to === null) return;
      e.preventDefault();
      setPendingTo(to);
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (allowed.current) return;
      e.preventDefault();
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  return {
    asking: pendingTo !== null,
    stay: () => setPendingTo(null),
    leave: () => {
      const to = pendingTo;
      allowed.current = true;
      setPendingTo(null);
      if (to) navigate(to);
    },
    allow: () => { allowed.current = true; },
    /** Leaves for `to`, asking first when there are unsaved changes. */
    go: (to: string) => (dirty && !allowed.current ? setPendingTo(to) : navigate(to)),
  };
}
