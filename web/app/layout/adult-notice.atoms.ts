import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// Kept in localStorage so the notice shows on the first visit only; a failing storage just shows it again.
// Read after mount (getOnInit false): the server renders the first-visit view, and the hydrating render
// must match it, so a returning reader's acceptance applies only once the page is hydrated.
const acceptedAtom = atomWithStorage<boolean>(
  'osg.adultNoticeAccepted',
  false,
  createJSONStorage(() => localStorage),
  { getOnInit: false },
);

export const adultNoticeVisibleAtom = atom((get) => !get(acceptedAtom));
export const acceptAdultNoticeAtom = atom(null, (_get, set) => set(acceptedAtom, true));
