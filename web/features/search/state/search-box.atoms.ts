import { atom } from 'jotai';
import { searchHref } from '../lib/search-href';

const queryAtom = atom('');

export const searchBoxQueryAtom = atom(
  (get) => get(queryAtom),
  (_get, set, next: string) => set(queryAtom, next),
);

export const clearSearchBoxAtom = atom(null, (_get, set) => set(queryAtom, ''));

/** SPEC 2: the header search goes to the first page of results across all types. */
export function searchUrl(query: string): string {
  return searchHref({ query, type: 'all', page: 1 });
}
