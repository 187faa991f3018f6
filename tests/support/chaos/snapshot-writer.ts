import { ReadModel } from '../../../projections/read-db.js';
import { SearchIndex } from '../../../api/search/index.js';

/**
 * SECURITY T32's snapshot variant, the process the test kills: opens the read model in
 * READ_MODEL_DIR, brings its search index up to date and writes the snapshot to SNAPSHOT_FILE
 * over and over (each write compacts, writes a temp file, fsyncs and renames), telling the
 * parent on IPC when it is ready, until it is SIGKILLed.
 */
const rm = new ReadModel(process.env.READ_MODEL_DIR!);
const ix = new SearchIndex(rm, { snapshotFile: process.env.SNAPSHOT_FILE! });
ix.rebuild();
process.send?.({ ready: true, docs: ix.size });
let writes = 0;
for (;;) {
  ix.saveSnapshot();
  writes++;
  // Between writes, let the IPC channel breathe (the parent counts writes from stdout).
  if (writes % 4 === 0) await new Promise((r) => setImmediate(r));
  process.stdout.write(`wrote ${writes}\n`);
}
