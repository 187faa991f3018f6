import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';
import { foldedText } from '../shared/inputs.js';
import { staffItemMessages, staffItemRef } from '../shared/staff-item.js';

/**
 * The search synonym table as content staff edit (issue 26, 4 and issue 27): one stream per group,
 * `search-synonyms-<groupId>`, holding SynonymGroupCreated, SynonymGroupEdited (the group as it is
 * after the edit) and SynonymGroupDeleted. A `two_way` group's terms all find each other; a
 * `one_way` group's first term (a broad word) also finds the others, not back. Terms are plain
 * text as a reader types them (staff text, in clear); the search analyses them at query time.
 */
export const synonymDirection = z.enum(['two_way', 'one_way']);
export type SynonymDirection = z.infer<typeof synonymDirection>;

const synonymGroup = z.object({ groupId: entityId, direction: synonymDirection, terms: z.array(z.string()) });

export const synonymEvents = {
  SynonymGroupCreated: synonymGroup,
  /** `restoredFrom`: the revision whose fields staff restored (api/shared/stream-versions.ts). */
  SynonymGroupEdited: synonymGroup.extend({ restoredFrom: z.number().optional() }),
  SynonymGroupDeleted: z.object({ groupId: entityId }),
};
export type SynonymEvent = EventUnion<typeof synonymEvents>;

export const synonymStream = (groupId: number) => `search-synonyms-${groupId}`;

export const SYNONYM_TERM_MAX = 60;
export const SYNONYM_TERMS_MAX = 30;

export const synonymMessages = {
  direction: 'Choose two-way (every term finds the others) or one-way (the first term finds the others).',
  termsRequired: 'Enter at least two terms.',
  termsTooMany: `A group holds at most ${SYNONYM_TERMS_MAX} terms.`,
  termEmpty: 'Terms cannot be empty.',
  termTooLong: `Each term must be ${SYNONYM_TERM_MAX} characters or less.`,
  termDuplicate: 'Each term may appear only once in a group.',
  termNoWords: 'Each term needs a word that search can match (not only punctuation or little words such as "the").',
  ...staffItemMessages('synonym group', 'Group'),
  created: 'Synonym group added. It applies from the next search.',
  updated: 'Synonym group saved. It applies from the next search.',
  deleted: 'Synonym group deleted.',
} as const;
const m = synonymMessages;

const term = foldedText(m.termEmpty, m.termTooLong, SYNONYM_TERM_MAX);

const terms = z
  .array(term, { error: m.termsRequired })
  .min(2, m.termsRequired)
  .max(SYNONYM_TERMS_MAX, m.termsTooMany)
  .refine((ts) => new Set(ts.map((t) => t.toLowerCase())).size === ts.length, { message: m.termDuplicate });

const direction = z.enum(synonymDirection.options, { error: m.direction });
const { id, expectedRevision } = staffItemRef(m);

/** POST /_api/admin/search/synonyms, and the seeder's command (one path). */
export const createSynonymGroupInput = z.strictObject({ direction, terms });
/** POST /_api/admin/search/synonyms/edit: `expectedRevision` is the `revision` the editor loaded. */
export const editSynonymGroupInput = z.strictObject({
  id,
  expectedRevision,
  direction: direction.optional(),
  terms: terms.optional(),
});
/** POST /_api/admin/search/synonyms/delete */
export const deleteSynonymGroupInput = z.strictObject({ id });

/** A group as the studio lists it; `revision` is what an edit sends back. */
export interface SynonymGroupDto {
  id: number;
  direction: SynonymDirection;
  terms: string[];
  revision: number;
  updatedAt: string;
}
