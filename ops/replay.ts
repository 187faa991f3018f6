import { SingleBar } from 'cli-progress';
import { loadConfig } from '../api/config.js';
import { openEventStore } from '../api/event-store/open.js';
import { openKeyStore } from '../api/shared/personal-data.js';
import { rebuildReadModel } from '../projections/rebuild.js';

/**
 * `npm run replay`: rebuilds every read model from position 0 into a new file and swaps it
 * in atomically. Running servers keep serving the old file until they see the swap (≤1 s).
 */
async function main() {
  const config = loadConfig();
  const store = openEventStore(config, { pollMs: 0 });
  const keys = openKeyStore(config.files.keys);
  const started = performance.now();
  const bar = new SingleBar({
    format: 'replay [{bar}] {percentage}% | {value}/{total} events | {eps} ev/s | ETA {eta_formatted}',
    etaBuffer: 50,
    noTTYOutput: true,
    notTTYSchedule: 1000,
  });
  bar.start(await store.count(), 0, { eps: 0 });
  const res = await rebuildReadModel({
    store,
    keys,
    dir: config.files.readModelDir,
    onProgress: ({ done, total }) => {
      const secs = (performance.now() - started) / 1000;
      bar.setTotal(total);
      bar.update(done, { eps: Math.round(done / Math.max(secs, 0.001)) });
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
