import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { deleteAvatarsOf } from '../avatars/store.js';
import { searchIndexFor } from '../search/index.js';
import type { Deps } from '../shared/deps.js';
import { accountExports } from './export.command.js';

/**
 * What a deletion leaves to clean once the read model has blanked the member: copies of their
 * data outside the log and the read model. Runs after the answer, on the background queue.
 * - their exports (files and rows) and their uploaded avatars;
 * - the search index: it applies the tombstones now and rewrites its snapshot at once, rather
 *   than 10 s later, so no file keeps their words;
 * - the read model's WAL: checkpointed and truncated, so the pages that held their text before
 *   the blanking are not left in it (freed space inside the file is zeroed only with
 *   `secure_delete`, which projections/read-db.ts sets);
 * - mail to them still in the development outbox (`.eml` files), which holds their address.
 */
export function afterDeletion(deps: Deps, userId: number, email?: string) {
  deps.background.run('account-deletion-cleanup', async () => {
    accountExports(deps).store.dropUser(userId);
    deleteAvatarsOf(deps.config.dataDir, userId);
    const index = searchIndexFor(deps);
    index.sync();
    index.saveSnapshot();
    deps.rm.connection.pragma('wal_checkpoint(TRUNCATE)');
    if (email) purgeOutbox(deps.config.files.outbox, email);
  });
}

function purgeOutbox(dir: string, email: string) {
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
  } catch {
    return;
  }
  const to = new RegExp(`^To: .*${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  for (const f of files) if (to.test(readFileSync(join(dir, f), 'utf8'))) rmSync(join(dir, f), { force: true });
}
