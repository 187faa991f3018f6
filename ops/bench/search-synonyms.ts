import type { RecordedEvent } from '../../api/event-store/port.js';
import { schemaOf, type ProjectionDeps } from '../../projections/projection.js';
import type { Db } from '../../projections/read-db.js';
import { synonymsProjection } from '../../projections/search/synonyms.projection.js';
import { synonymStream, type SynonymEvent } from '../../schemas/search/synonyms.js';
import { oneWaySynonyms, twoWaySynonyms } from '../seed/content/synonyms.js';

/**
 * The site's synonym table (ops/seed/content/synonyms.ts) in a bench corpus's read model, as the
 * seeder's events project it (issue 27: the search reads the table from the read model), so the
 * bench searches with synonyms on, as the site does.
 */
export function writeSynonymTable(db: Db): void {
  db.exec(schemaOf(synonymsProjection));
  const statements = synonymsProjection.prepare(db);
  const groups: Omit<Extract<SynonymEvent, { type: 'SynonymGroupCreated' }>['data'], 'groupId'>[] = [
    ...twoWaySynonyms.map((terms) => ({ direction: 'two_way' as const, terms })),
    ...oneWaySynonyms.map(({ from, to }) => ({ direction: 'one_way' as const, terms: [from, ...to] })),
  ];
  const metadata = { actorId: null, actorRole: 'system' as const, correlationId: 'bench', causationId: null, at: '2026-01-01T00:00:00.000Z' };
  db.transaction(() => {
    for (const [i, g] of groups.entries()) {
      const groupId = i + 1;
      const event: RecordedEvent = {
        id: `bench-synonyms-${groupId}`, type: 'SynonymGroupCreated', data: { groupId, ...g }, metadata,
        streamId: synonymStream(groupId), revision: 0, position: String(groupId).padStart(20, '0'),
      };
      synonymsProjection.apply(event, statements, {} as ProjectionDeps);
    }
  })();
}
