/**
 * One timed part of the replay row in a fresh process, as an operator's `npm run replay` runs:
 * `rebuild <dir>` replays <dir>/events.db into <dir>/read-model and builds the search index from
 * it; `upserts <dir> <n>` runs the reference. The parent (replay.ts) generated the log; neither
 * part inherits its heap. Sends its figures over IPC.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteEventStore } from '../../api/event-store/sqlite.js';
import { SearchIndex } from '../../api/search/index.js';
import { openKeyStore } from '../../api/shared/personal-data.js';
import { ReadModel } from '../../projections/read-db.js';
import { rebuildReadModel } from '../../projections/rebuild.js';
import { BATCH, plainUpserts } from './replay.js';

export type ReplayPart =
  | { part: 'rebuild'; events: number; rebuildSeconds: number; indexSeconds: number; indexedDocuments: number }
  | { part: 'upserts'; seconds: number; keys: number };

async function rebuild(dir: string): Promise<ReplayPart> {
  const store = openSqliteEventStore(join(dir, 'events.db'), { pollMs: 0 });
  const keys = openKeyStore(join(dir, 'keys.db'));
  try {
    mkdirSync(join(dir, 'read-model'), { recursive: true });
    const t = performance.now();
    const rebuilt = await rebuildReadModel({ store, keys, dir: join(dir, 'read-model'), batchSize: BATCH });
    const rebuildSeconds = (performance.now() - t) / 1000;
    // The search index as a web process builds it on start from a fresh generation with no snapshot.
    const t1 = performance.now();
    const rm = new ReadModel(join(dir, 'read-model'));
    try {
      const index = new SearchIndex(rm);
      index.sync();
      const indexedDocuments = index.size;
      index.close();
      return { part: 'rebuild', events: rebuilt.events, rebuildSeconds, indexSeconds: (performance.now() - t1) / 1000, indexedDocuments };
    } finally {
      rm.close();
    }
  } finally {
    await store.close();
    keys.close();
  }
}

async function main() {
  const [part, dir, n] = process.argv.slice(2);
  if (!dir || (part !== 'rebuild' && part !== 'upserts')) throw new Error('usage: replay-process.ts rebuild <dir> | upserts <dir> <n>');
  const res: ReplayPart = part === 'rebuild' ? await rebuild(dir) : { part: 'upserts', ...plainUpserts(dir, Number(n)) };
  process.send!(res);
  process.disconnect();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
