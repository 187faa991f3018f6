import type { SynonymEvent } from '../../schemas/search/synonyms.js';
import { defineProjection } from '../projection.js';

/**
 * The search synonym table (issue 27): one row per group, and the log position of the last change
 * to it (`search_synonym_state`), which the search keys its compiled table and its answers by, so
 * an answer computed with an older table is never served after a change. Every write is an upsert
 * or delete keyed by the group id, and the position is set (not counted): a redelivered event
 * changes nothing.
 */
export const synonymsProjection = defineProjection({
  name: 'search-synonyms',
  version: 1,
  init: `
    CREATE TABLE IF NOT EXISTS search_synonyms (
      id INTEGER PRIMARY KEY,
      direction TEXT NOT NULL,
      terms TEXT NOT NULL,
      revision INTEGER NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS search_synonym_state (k INTEGER PRIMARY KEY CHECK (k = 1), position TEXT NOT NULL);`,
  prepare: (db) => ({
    put: db.prepare(`INSERT INTO search_synonyms (id, direction, terms, revision, updated_at) VALUES (@id, @direction, @terms, @revision, @at)
      ON CONFLICT(id) DO UPDATE SET direction = excluded.direction, terms = excluded.terms, revision = excluded.revision, updated_at = excluded.updated_at`),
    remove: db.prepare('DELETE FROM search_synonyms WHERE id = ?'),
    changed: db.prepare(`INSERT INTO search_synonym_state (k, position) VALUES (1, ?) ON CONFLICT(k) DO UPDATE SET position = excluded.position`),
  }),
  apply(event, s) {
    const e = event as unknown as SynonymEvent;
    switch (e.type) {
      case 'SynonymGroupCreated':
      case 'SynonymGroupEdited':
        s.put.run({ id: e.data.groupId, direction: e.data.direction, terms: JSON.stringify(e.data.terms), revision: event.revision, at: event.metadata.at });
        break;
      case 'SynonymGroupDeleted':
        s.remove.run(e.data.groupId);
        break;
      default:
        return;
    }
    s.changed.run(event.position);
  },
});
