import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';

// Kept in localStorage so the notice shows on the first visit only; a failing storage just shows it again.
const acceptedAtom = atomWithStorage<boolean>(
  'osg.adultNoticeAccepted',
  false,
  createJSONStorage(() => localStorage),
  { getOnInit: true },
);

export const adultNoticeVisibleAtom = atom((get) => !get(acceptedAtom));
export const acceptAdultNoticeAtom = atom(null, (_get, set) => set(acceptedAtom, true));
