import type { SynonymDirection, SynonymGroupDto } from '../../schemas/search/synonyms.js';
import { staffListReads } from '../shared/staff-list.js';

interface Row {
  id: number;
  direction: SynonymDirection;
  terms: string;
  revision: number;
  updated_at: string;
}

const toItem = (r: Row): SynonymGroupDto => ({ id: r.id, direction: r.direction, terms: JSON.parse(r.terms) as string[], revision: r.revision, updatedAt: r.updated_at });

/** The whole table in creation order (a site's table is a few hundred groups at most), or one group. */
export const synonymGroupReads = staffListReads({ select: 'SELECT id, direction, terms, revision, updated_at FROM search_synonyms', order: 'id', toItem });
