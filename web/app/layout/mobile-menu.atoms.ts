import { atom } from 'jotai';

const openAtom = atom(false);

export const mobileMenuOpenAtom = atom(
  (get) => get(openAtom),
  (_get, set, open: boolean) => set(openAtom, open),
);
