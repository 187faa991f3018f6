import { synonymMessages as m, synonymStream, type SynonymDirection, type SynonymEvent } from '../../schemas/search/synonyms.js';
import { editedFields, liveItem } from '../shared/deciders.js';
import { badRequest } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';

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

export function createGroup(state: SynonymGroupState, data: { groupId: number } & Group): SynonymEvent[] {
  if (state.status !== 'none') throw badRequest('Synonym group already exists', 'synonym_group_exists');
  return [{ type: 'SynonymGroupCreated', data }];
}

const live = (state: SynonymGroupState, expectedRevision?: number) => liveItem(state, 'live', m, expectedRevision);

/** An edit that changes nothing appends nothing. */
export function editGroup(state: SynonymGroupState, cmd: Partial<Group> & { expectedRevision: number }): SynonymEvent[] {
  const s = live(state, cmd.expectedRevision);
  const group = editedFields({ direction: s.direction, terms: s.terms }, cmd);
  return group ? [{ type: 'SynonymGroupEdited', data: { groupId: s.id, ...group } }] : [];
}

export function deleteGroup(state: SynonymGroupState): SynonymEvent[] {
  const s = live(state);
  return [{ type: 'SynonymGroupDeleted', data: { groupId: s.id } }];
}
