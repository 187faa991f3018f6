import { Worker } from 'node:worker_threads';
import type { EventStore, RecordedEvent } from '../api/event-store/port.js';
import type { KeyStore } from '../api/shared/personal-data.js';
import type { DoneAhead } from './deps.js';
import type { ReadAheadBatch, ReadAheadInput } from './read-ahead-worker.js';

/**
 * A replay's log reads on a second core. A rebuild spent about a quarter of its main thread
 * reading the log and opening members' sealed values (AES-GCM), and a tenth sanitising the HTML
 * of events from before their safe form was stored; here a worker thread (read-ahead-worker.ts)
 * does all three for the next batches while the projections apply this one.
 * `store` answers `readAll` from the worker as long as it is asked for the batches in order from
 * the start, and from the log itself for anything else (and once the worker reached the head);
 * `opened` and `sanitized` give what the worker did for the batch last returned (undefined where
 * it did nothing: the caller does it as usual).
 *
 * Only for the embedded log with a key store opened from a file; otherwise null.
 */
export interface ReadAhead extends DoneAhead {
  store: EventStore;
  close(): Promise<void>;
}

/** Batches read ahead of the one being applied: two keep the worker busy while bounding memory. */
const AHEAD = 2;

// The server bundle (ops/build-server.mjs) emits read-ahead-worker.js beside itself. Run from the
// sources (tests, `npm run replay`, the bench), the worker is TypeScript: tsx's hooks are
// registered in the thread first (an inherited `--import tsx` does not reach a worker's own module).
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './read-ahead-worker.ts' : './read-ahead-worker.js', import.meta.url);
const startWorker = (workerData: ReadAheadInput) =>
  fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(workerUrl.href)}); })`, { eval: true, workerData })
    : new Worker(workerUrl, { workerData });

export function readAhead(store: EventStore, keys: KeyStore, batchSize: number): ReadAhead | null {
  if (!store.localFile || !keys.source) return null;
  const input: ReadAheadInput = { eventsFile: store.localFile, keysFile: keys.source.file, master: keys.source.master, batchSize, after: 0, ahead: AHEAD };
  const worker = startWorker(input);
  worker.unref();
  const arrived: ReadAheadBatch[] = [];
  let waiting: { resolve: (b: ReadAheadBatch) => void; reject: (err: Error) => void } | null = null;
  let failed: Error | null = null;
  const fail = (err: Error) => {
    failed ??= err;
    waiting?.reject(failed);
    waiting = null;
  };
  worker.on('message', (b: ReadAheadBatch) => {
    if (waiting) {
      waiting.resolve(b);
      waiting = null;
    } else arrived.push(b);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the replay's read-ahead worker exited (code ${code})`)));
  const next = (): Promise<ReadAheadBatch> => {
    const b = arrived.shift();
    if (b) return Promise.resolve(b);
    if (failed) return Promise.reject(failed);
    return new Promise((resolve, reject) => {
      waiting = { resolve, reject };
    });
  };

  let live = true;
  let expected: string | null = null;
  let opened = new Map<string, string | null>();
  let sanitized = new Map<string, string>();
  const stop = async () => {
    if (!live) return;
    live = false;
    opened = new Map();
    sanitized = new Map();
    worker.removeAllListeners('exit');
    await worker.terminate();
  };

  const readAll = async (after: string | null, limit: number): Promise<RecordedEvent[]> => {
    if (!live || after !== expected || limit !== batchSize) {
      await stop();
      return store.readAll(after, limit);
    }
    const b = await next();
    if ('error' in b) {
      await stop();
      throw new Error(`reading the log ahead of the replay: ${b.error}`);
    }
    if (b.events.length === 0) {
      // The head as the worker saw it: whatever was appended since is read here, directly.
      await stop();
      return store.readAll(after, limit);
    }
    worker.postMessage('next');
    opened = new Map(b.opened);
    sanitized = new Map(b.sanitized);
    const events = b.events;
    expected = events[events.length - 1]!.position;
    return events;
  };

  const wrapped: EventStore = Object.create(store, { readAll: { value: readAll } });
  return {
    store: wrapped,
    opened: (sealed) => opened.get(sealed),
    sanitized: (html) => sanitized.get(html),
    close: stop,
  };
}
