import { useState } from 'react';

/**
 * Rows picked on the current page. The selection belongs to one view (`scope`: page and filters):
 * moving to another page or filter starts empty, so a bulk action only ever touches rows on screen.
 * Ids no longer on the page (deleted meanwhile) drop out.
 */
export function useSelection(scope: string, pageIds: readonly number[]) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<number> }>({ scope, ids: new Set() });
  const onPage = new Set(pageIds);
  const current = state.scope === scope ? new Set([...state.ids].filter((id) => onPage.has(id))) : new Set<number>();
  const set = (ids: Set<number>) => setState({ scope, ids });
  return {
    selected: current as ReadonlySet<number>,
    ids: pageIds.filter((id) => current.has(id)),
    toggle: (id: number) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set(next);
    },
    toggleAll: () => set(pageIds.every((id) => current.has(id)) ? new Set() : new Set(pageIds)),
    clear: () => set(new Set()),
  };
}
