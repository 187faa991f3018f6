import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and during hydration (useSyncExternalStore's server snapshot), true from the
 * render after it, and at once on a client-side navigation. What only the browser can write (the time
 * relative to now, the reader's own time zone) waits for it, so hydration meets the server's text.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
