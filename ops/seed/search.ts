import { addSynonymGroup } from '../../api/search/synonyms.commands.js';
import type { CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';
import { oneWaySynonyms, twoWaySynonyms } from './content/synonyms.js';

/**
 * The search synonym table (ops/seed/content/synonyms.ts) through the staff command the studio
 * uses (issue 27), so a replay reproduces it and staff edit it from there: each two-way group,
 * then each one-way entry (its broad word first).
 */
export async function seedSynonyms(deps: Deps, ctx: CommandContext, content = { twoWaySynonyms, oneWaySynonyms }): Promise<number[]> {
  const ids: number[] = [];
  for (const terms of content.twoWaySynonyms) ids.push((await addSynonymGroup(deps, { direction: 'two_way', terms }, ctx)).groupId);
  for (const { from, to } of content.oneWaySynonyms) ids.push((await addSynonymGroup(deps, { direction: 'one_way', terms: [from, ...to] }, ctx)).groupId);
  return ids;
}
