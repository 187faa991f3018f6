import Database from 'better-sqlite3';
import { join } from 'node:path';
import { openSqliteEventStore } from '../../../api/event-store/sqlite.js';
import { spawnChild, spawnTs, until, type Child } from '../procs.js';
import { freePort } from '../redis.js';
import { checkpointWatcher, currentReadModelFile } from '../synthetic.js';
import type { Target } from './client.js';

/**
 * An API process (`api/server.ts`) on a fixed port and data dir that a chaos test SIGKILLs and
 * starts again: the same address and files each time, so clients just retry.
 */
export interface ChaosApi extends Target {
  dataDir: string;
  eventsFile: string;
  keysFile: string;
  child: Child;
  starts: number;
  start(): Promise<void>;
  /** kill -9, then wait for the exit; clients' `up()` waits for the next `killAndRestart` start. */
  crash(): Promise<void>;
  /** kill -9 and start again. */
  killAndRestart(): Promise<void>;
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readModelFile(): string;
  /** Resolves when the read model's every projection is at the log's head. */
  caughtUp(timeoutMs?: number): Promise<void>;
}

/**
 * `files` puts the data dir, event log or key store elsewhere (a small volume of their own:
 * disk-full tests); `files.wrap` runs the API under a launcher (`['fiu-run', '-x']`).
 */
export async function chaosApi(tmp: string, env: Record<string, string> = {}, files: { dataDir?: string; eventsFile?: string; keysFile?: string; wrap?: string[] } = {}): Promise<ChaosApi> {
  const port = await freePort();
  const dataDir = files.dataDir ?? join(tmp, 'node');
  const eventsFile = files.eventsFile ?? join(tmp, 'events.db');
  const keysFile = files.keysFile ?? join(tmp, 'keys.db');
  let ready: Promise<void> = Promise.resolve();
  let reopen: { resolve(): void; reject(err: unknown): void } | undefined;
  const api: ChaosApi = {
    base: `http://127.0.0.1:${port}`,
    dataDir,
    eventsFile,
    keysFile,
    child: undefined as unknown as Child,
    starts: 0,
    up: () => ready,
    async start() {
      api.starts += 1;
      const settings = {
        DATA_DIR: dataDir,
        EVENTS_FILE: eventsFile,
        KEYS_FILE: keysFile,
        PORT: String(port),
        HOST: '127.0.0.1',
        RATE_LIMITS: 'off',
        SESSION_SECRET: 'chaos-session-secret-0123456789abcdef',
        SEED_DEMO: '0',
        ...env,
      };
      const [launcher, ...args] = files.wrap ?? [];
      const child = launcher
        ? spawnChild(`api-${api.starts}`, launcher, [...args, process.execPath, '--import', 'tsx', 'api/server.ts'], settings)
        : spawnTs(`api-${api.starts}`, 'api/server.ts', settings);
      api.child = child;
      ready = child.ready(120_000).then(() => undefined);
      await ready;
    },
    async crash() {
      // Clients that lose their connection wait on `up()` until the next start is ready.
      const gate = {} as { resolve(): void; reject(err: unknown): void };
      ready = new Promise<void>((resolve, reject) => Object.assign(gate, { resolve, reject }));
      ready.catch(() => undefined); // a failed restart is reported by killAndRestart
      reopen = gate;
      api.child.kill('SIGKILL');
      await api.child.exited;
    },
    async killAndRestart() {
      await api.crash();
      const gate = reopen!;
      try {
        await api.start();
        gate.resolve();
      } catch (err) {
        // Waiting clients fail with the restart's error instead of hanging.
        gate.reject(err);
        throw err;
      }
    },
    stop: () => api.child.stop(),
    readModelFile: () => currentReadModelFile(join(dataDir, 'read-model'))!,
    async caughtUp(timeoutMs = 60_000) {
      const store = openSqliteEventStore(eventsFile, { pollMs: 0 });
      const head = await store.head();
      await store.close();
      const file = await until('the read model', () => currentReadModelFile(join(dataDir, 'read-model')));
      const watch = checkpointWatcher(file);
      try {
        // At or past it: the API appends on its own too (mail sent, sweeps), so the head can move on.
        await until(`read model at ${head}`, () => (watch.lowest() ?? '') >= (head ?? ''), timeoutMs, 20);
      } finally {
        watch.close();
      }
    },
  };
  return api;
}

/** Rows of the current read model (read-only, for picking targets). */
export function readModelRows<T>(api: ChaosApi, sql: string): T[] {
  const db = new Database(api.readModelFile(), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all() as T[];
  } finally {
    db.close();
  }
}
