import { synonymMessages as m, synonymStream, type SynonymDirection, type SynonymEvent } from '../../schemas/search/synonyms.js';
import { exhaustive } from '../shared/exhaustive.js';
import { staffItemDecisions } from '../shared/staff-decisions.js';

export { synonymStream };

type Group = { direction: SynonymDirection; terms: string[] };

/** `revision` is the stream's (one event per staff change), what an edit names as `expectedRevision`. */
export type SynonymGroupState =
  | { status: 'none' }
  | ({ status: 'live'; id: number; revision: number } & Group)
  | { status: 'deleted'; id: number; revision: number };

/** A synonym group's stream: created by staff (the studio or the seeder), edited, deleted. */
export const synonymGroupDecider = {
  initialState: { status: 'none' } as SynonymGroupState,
  evolve(state: SynonymGroupState, e: SynonymEvent): SynonymGroupState {
    const revision = state.status === 'none' ? 0 : state.revision + 1;
    switch (e.type) {
      case 'SynonymGroupCreated':
      case 'SynonymGroupEdited':
        return { status: 'live', id: e.data.groupId, direction: e.data.direction, terms: e.data.terms, revision };
      case 'SynonymGroupDeleted':
        return { status: 'deleted', id: e.data.groupId, revision };
      default:
        return exhaustive(e);
    }
  },
};

const group = staffItemDecisions<SynonymGroupState, 'live', SynonymEvent>({ live: 'live', messages: m, exists: { message: 'Synonym group already exists', code: 'synonym_group_exists' } });

export const createGroup = (state: SynonymGroupState, data: { groupId: number } & Group): SynonymEvent[] => group.create(state, { type: 'SynonymGroupCreated', data });

/** An edit that changes nothing appends nothing. */
export const editGroup = (state: SynonymGroupState, cmd: Partial<Group> & { expectedRevision: number }): SynonymEvent[] =>
  group.edit(state, cmd, (s) => ({ direction: s.direction, terms: s.terms }), (s, edited) => ({ type: 'SynonymGroupEdited', data: { groupId: s.id, ...edited } }));

export function deleteGroup(state: SynonymGroupState): SynonymEvent[] {
  const s = group.live(state);
  return [{ type: 'SynonymGroupDeleted', data: { groupId: s.id } }];
}
