import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startRedis, type PrivateRedis } from './redis.js';

/**
 * What a describe whose tests start API and worker processes against Redis begins with: a private
 * Redis, started before its tests and stopped after them, and an empty data directory (its name
 * starts with `prefix`) for those processes, removed after them. `dataDir` is there at once;
 * `redis` from the describe's first hook on, so read it inside tests and hooks.
 */
export function forRedisAndDataDir(prefix: string): { readonly redis: PrivateRedis; readonly dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  let redis: PrivateRedis | undefined;
  beforeAll(async () => {
    redis = await startRedis();
  }, 60_000);
  afterAll(async () => {
    await redis?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    get redis() {
      if (!redis) throw new Error('the private Redis is read before the describe started it: read it inside tests and hooks');
      return redis;
    },
  };
}
