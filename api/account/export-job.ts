import type { EventStore } from '../event-store/port.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { KeyStore } from '../shared/personal-data.js';
import { buildExport } from './build-export.js';
import type { ExportStore } from './export-store.js';

export interface ExportJobDeps {
  store: EventStore;
  keys: KeyStore;
  rm: ReadModel;
  exports: ExportStore;
  now(): Date;
}

/**
 * The export job, the same in process and in `npm run workers`: builds the member's file and
 * marks the export ready. A job for an export that is no longer pending (done by an earlier
 * delivery, expired, or its member deleted) does nothing. A member whose key is gone (deleted
 * meanwhile) gets nothing: the row was dropped with their account.
 */
export async function runExport(deps: ExportJobDeps, exportId: string): Promise<void> {
  const row = deps.exports.get(exportId);
  if (!row || row.status !== 'pending') return;
  try {
    const data = await buildExport(deps, row.user_id, deps.now());
    if (deps.exports.get(exportId)?.status !== 'pending') return;
    deps.exports.finish(exportId, JSON.stringify(data, null, 2));
  } catch (err) {
    deps.exports.fail(exportId);
    throw err;
  }
}
