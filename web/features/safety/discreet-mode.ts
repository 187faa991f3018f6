import { useSyncExternalStore } from 'react';

/**
 * Discreet mode (issue 13): a neutral tab title and icon, kept in this browser only (localStorage;
 * the server never knows). This module is the switch and ships with the footer; what it does to the
 * document (discreet-apply.ts) loads only when the mode is on or switched.
 */
const KEY = 'osg:discreet';
export const DISCREET_TITLE = 'Notes';

const listeners = new Set<() => void>();

export function isDiscreet(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

const apply = (on: boolean) =>
  import('./discreet-apply').then((m) => m.applyDiscreetMode(on)).catch(() => undefined);

/** After hydration: applies a stored choice (nothing loads when discreet mode is off). */
export function startDiscreetMode(): void {
  if (isDiscreet()) void apply(true);
}

export function setDiscreet(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): applies to this page only.
  }
  void apply(on);
  listeners.forEach((l) => l());
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The stored choice; false on the server and while hydrating, so the HTML is the same for everyone. */
export const useDiscreet = () => useSyncExternalStore(subscribe, isDiscreet, () => false);
