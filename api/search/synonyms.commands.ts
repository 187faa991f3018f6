import { createSynonymGroupInput, deleteSynonymGroupInput, editSynonymGroupInput, synonymMessages as m, type SynonymEvent } from '../../schemas/search/synonyms.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { createItem, onStaffItem } from '../shared/staff.js';
import { parseInput } from '../shared/validation.js';
import { createGroup, deleteGroup, editGroup, synonymGroupDecider, synonymStream, type SynonymGroupState } from './synonym.decider.js';
import { terms as analyse } from './text.js';

/**
 * Staff commands on the search synonym table (issue 27): the studio's and the seeder's one path.
 * Each runs through `runCommand` (a keyed create answers a retry with the first id, T37) and
 * decides on the group's own stream at its exact revision. A change applies from the next search:
 * the search reads the table's position from the read model (synonyms.ts).
 */

export type Outcome = { groupId: number; position: string };

/** Every term must leave a word after the index's analysis, or it could never match anything. */
function assertSearchable(terms: string[] | undefined) {
  if (terms?.some((t) => analyse(t).length === 0)) throw badRequest(m.termNoWords, 'validation');
}

export async function addSynonymGroup(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(createSynonymGroupInput, input);
  assertSearchable(cmd.terms);
  const res = await createItem(deps, ctx, {
    command: 'search.synonyms.create',
    input: cmd,
    kind: 'synonym-group',
    idKey: 'groupId',
    stream: synonymStream,
    decider: synonymGroupDecider,
    decide: (s, { groupId }) => createGroup(s, { groupId, direction: cmd.direction, terms: cmd.terms }),
  });
  return { groupId: res.result.groupId, position: res.position };
}

const onGroup = async (deps: Deps, ctx: CommandContext, command: string, input: unknown, id: number, decide: (s: SynonymGroupState) => SynonymEvent[]): Promise<Outcome> => ({
  groupId: id,
  ...(await onStaffItem(deps, ctx, { command, input, streamId: synonymStream(id), decider: synonymGroupDecider, decide })),
});

export async function editSynonymGroup(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(editSynonymGroupInput, body);
  assertSearchable(cmd.terms);
  return onGroup(deps, ctx, 'search.synonyms.edit', cmd, cmd.id, (s) => editGroup(s, cmd));
}

export async function deleteSynonymGroup(deps: Deps, body: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(deleteSynonymGroupInput, body);
  return onGroup(deps, ctx, 'search.synonyms.delete', cmd, cmd.id, deleteGroup);
}
