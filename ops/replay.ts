import { SingleBar } from 'cli-progress';
import { loadConfig } from '../api/config.js';
import { openSharedStores } from '../api/shared/shared-stores.js';
import { rebuildReadModel } from '../projections/rebuild.js';

/**
 * `npm run replay`: rebuilds every read model from position 0 into a new file and swaps it
 * in atomically. Running servers keep serving the old file until they see the swap (≤1 s).
 */
async function main() {
  process.umask(0o077); // files this process creates are private (see api/shared/sqlite.ts)
  const config = loadConfig();
  // The log and keys as the servers open them (PostgreSQL's for a postgres:// EVENTSTORE_URL).
  const { store, keys } = await openSharedStores(config, undefined, { pollMs: 0 });
  const started = performance.now();
  const bar = new SingleBar({
    format: 'replay [{bar}] {percentage}% | {value}/{total} events | {eps} ev/s | ETA {eta_formatted}',
    etaBuffer: 50,
    noTTYOutput: true,
    notTTYSchedule: 1000,
  });
  bar.start(await store.count(), 0, { eps: 0 });
  let lastTenth = 0;
  const res = await rebuildReadModel({
    store,
    keys,
    dir: config.files.readModelDir,
    onProgress: ({ done, total }) => {
      const secs = (performance.now() - started) / 1000;
      bar.setTotal(total);
      bar.update(done, { eps: Math.round(done / Math.max(secs, 0.001)) });
      // Without a TTY the bar is redrawn once a second; a line per tenth as well, so a log
      // shows progress however fast the replay runs.
      const tenth = Math.floor((done * 10) / Math.max(total, 1));
      if (!process.stdout.isTTY && tenth > lastTenth && done < total) {
        lastTenth = tenth;
        bar.render();
      }
    },
  });
  bar.stop();
  const secs = (performance.now() - started) / 1000;
  console.log(`replayed ${res.events} events in ${secs.toFixed(1)} s (${Math.round(res.events / Math.max(secs, 0.001))} ev/s); now serving ${res.generation}`);
  await store.close();
  keys.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
