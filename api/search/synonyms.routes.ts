import { synonymMessages as m, synonymStream } from '../../schemas/search/synonyms.js';
import type { Deps } from '../shared/deps.js';
import { staffListRoutes } from '../shared/staff-list.js';
import { fieldsFold } from '../shared/stream-versions.js';
import { editGroup, synonymGroupDecider } from './synonym.decider.js';
import { addSynonymGroup, deleteSynonymGroup, editSynonymGroup } from './synonyms.commands.js';
import { synonymGroupReads } from './synonyms.queries.js';

/**
 * The studio's search synonym table (issue 27), a staff list (api/shared/staff-list.ts): the
 * answer waits for the read model, so the next search (any reader's) expands with the table as changed.
 */
export function synonymRoutes(deps: Deps) {
  return staffListRoutes(deps, {
    base: '/_api/admin/search/synonyms',
    listKey: 'groups',
    itemKey: 'group',
    messages: m,
    stream: synonymStream,
    read: synonymGroupReads,
    idOf: (out) => out.groupId,
    create: addSynonymGroup,
    edit: editSynonymGroup,
    remove: deleteSynonymGroup,
    versions: { command: 'search.synonyms.restore', fold: fieldsFold(['SynonymGroupCreated', 'SynonymGroupEdited'], ['direction', 'terms']), decider: synonymGroupDecider, edit: editGroup },
  }).router;
}
