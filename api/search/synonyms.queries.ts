import type { ReadModel } from '../../projections/read-db.js';
import type { SynonymDirection, SynonymGroupDto } from '../../schemas/search/synonyms.js';

interface Row {
  id: number;
  direction: SynonymDirection;
  terms: string;
  revision: number;
  updated_at: string;
}

const toDto = (r: Row): SynonymGroupDto => ({ id: r.id, direction: r.direction, terms: JSON.parse(r.terms) as string[], revision: r.revision, updatedAt: r.updated_at });

/** The whole table in creation order (a site's table is a few hundred groups at most). */
export const listSynonymGroups = (rm: ReadModel): SynonymGroupDto[] =>
  rm.stmt<[], Row>('SELECT id, direction, terms, revision, updated_at FROM search_synonyms ORDER BY id').all().map(toDto);

export function synonymGroupById(rm: ReadModel, id: number): SynonymGroupDto | null {
  const row = rm.stmt<[number], Row>('SELECT id, direction, terms, revision, updated_at FROM search_synonyms WHERE id = ?').get(id);
  return row ? toDto(row) : null;
}
