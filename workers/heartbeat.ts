import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ProjectionRunner } from '../projections/runner.js';

/**
 * A projector worker announces itself per read-model directory with a Redis key that expires
 * unless renewed. An API started with REDIS_URL projects in process while no such key exists
 * (so a first start seeds without any worker), hands projection over when one appears, and
 * takes it back when the key lapses. Two runners on one read model are safe (see
 * projections/runner.ts), so an overlap while handing over costs nothing but work.
 */
export const HEARTBEAT_EVERY_MS = 3_000;
/** How long the API waits after a worker's last beat (a crash, a stop) before projecting again. */
export const HEARTBEAT_TTL_MS = 10_000;
/** How often the API looks: a worker that starts takes over within this. */
export const CHECK_EVERY_MS = 2_000;

export function heartbeatKey(readModelDir: string): string {
  let dir = readModelDir;
  try {
    dir = realpathSync(readModelDir);
  } catch {
    // Not created yet: the resolved path names it as well.
  }
  return `osg:projector:${createHash('sha256').update(dir).digest('hex').slice(0, 32)}`;
}

/** The worker's side: renews the key until stopped; a Redis outage only skips beats. */
export function startHeartbeat(redis: Redis, readModelDir: string, onError: (err: Error) => void) {
  const key = heartbeatKey(readModelDir);
  const beat = () => redis.set(key, String(process.pid), 'PX', HEARTBEAT_TTL_MS).then(() => undefined, onError);
  const timer = setInterval(() => void beat(), HEARTBEAT_EVERY_MS);
  timer.unref();
  return {
    /** The first beat, awaited so the worker is announced before it reports ready. */
    first: beat(),
    stop() {
      clearInterval(timer);
    },
  };
}

export type ProjectorMode = 'in-process' | 'workers';

/**
 * The API's side: checks the key every beat and calls `onMode` when the mode changes. A
 * Redis that cannot answer counts as 'no worker': projecting in process is always safe.
 */
export function watchHeartbeat(redis: Redis, readModelDir: string, onMode: (mode: ProjectorMode) => Promise<void>) {
  const key = heartbeatKey(readModelDir);
  let mode: ProjectorMode | null = null;
  let checking: Promise<void> | null = null;
  const check = () =>
    (checking ??= (async () => {
      const next: ProjectorMode = (await redis.exists(key).catch(() => 0)) ? 'workers' : 'in-process';
      if (next !== mode) {
        mode = next;
        await onMode(next);
      }
    })().finally(() => {
      checking = null;
    }));
  const timer = setInterval(() => void check(), CHECK_EVERY_MS);
  timer.unref();
  return {
    check,
    get mode() {
      return mode;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** Waits until the connection is up (commands fail at once before, with no offline queue). */
async function readyWithin(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([new Promise((r) => redis.once('ready', r)), new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

/**
 * Starts and stops the API's in-process runner: always on without Redis (or when `fixed`
 * says so), otherwise on exactly while no worker's heartbeat is seen.
 */
export async function controlProjector(
  runner: ProjectionRunner,
  opts: { redis?: Redis; readModelDir: string; fixed?: boolean; log: Logger },
) {
  let projecting = false;
  let closed = false;
  const setMode = async (mode: ProjectorMode) => {
    if (closed) return;
    if (mode === 'in-process' && !projecting) {
      projecting = true;
      runner.start();
      if (opts.redis) opts.log.info('no projector worker reports for this read model: projecting in process');
    } else if (mode === 'workers' && projecting) {
      projecting = false;
      await runner.stop();
      opts.log.info('a projector worker reports for this read model: handed projection over');
    }
  };
  const watch = opts.fixed === undefined && opts.redis ? watchHeartbeat(opts.redis, opts.readModelDir, setMode) : undefined;
  if (watch) {
    await readyWithin(opts.redis!, 2000);
    await watch.check();
  } else if (opts.fixed ?? true) await setMode('in-process');
  return {
    projecting: () => projecting,
    stop() {
      closed = true;
      watch?.stop();
    },
  };
}
