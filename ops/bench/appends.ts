import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteEventStore } from '../../api/event-store/sqlite.js';
import { openKeyStore, seal } from '../../api/shared/personal-data.js';
import { load, type LoadResult } from './http-load.js';
import { signIn } from './servers.js';

export interface AdapterAppends {
  perSecond: number;
  appends: number;
  p50ms: number;
  p99ms: number;
  synchronous: string;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * One ProfileUpdated event per append, each to a new stream ('no_stream'), on the shipped
 * SQLite adapter (WAL, synchronous=FULL: one fsync per commit), for `seconds` of wall time.
 */
export async function adapterAppends(seconds: number): Promise<AdapterAppends> {
  const dir = mkdtempSync(join(tmpdir(), 'osg-bench-append-'));
  const store = openSqliteEventStore(join(dir, 'events.db'), { pollMs: 0 });
  const keys = openKeyStore(join(dir, 'keys.db'));
  try {
    const data = { userId: 1, displayName: seal(keys, 1, 'Bench Member') };
    const metadata = (at: string) => ({ actorId: 1, actorRole: 'user' as const, correlationId: randomUUID(), causationId: null, at, subjects: [1] });
    const latencies: number[] = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    for (let i = 0; performance.now() < deadline; i++) {
      const t0 = performance.now();
      await store.append(`bench-${i}`, [{ id: randomUUID(), type: 'ProfileUpdated', data, metadata: metadata(new Date().toISOString()) }], 'no_stream');
      latencies.push(performance.now() - t0);
    }
    const elapsed = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      perSecond: latencies.length / elapsed,
      appends: latencies.length,
      p50ms: quantile(sorted, 0.5),
      p99ms: quantile(sorted, 0.99),
      synchronous: 'FULL',
    };
  } finally {
    await store.close();
    keys.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const POST_HEADERS = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
const BODY = JSON.stringify({ displayName: 'Bench Member' });

/** POST /_api/user/profile as the signed-in demo member: validate, seal, load the stream, append, wait for the read model. */
export async function commandAppends(appUrl: string, seconds: number, connections: number): Promise<LoadResult & { cookie: string }> {
  const cookie = await signIn(appUrl);
  const res = await load({
    url: `${appUrl}/_api/user/profile`,
    method: 'POST',
    headers: { ...POST_HEADERS, cookie },
    body: BODY,
    connections,
    seconds,
  });
  return { ...res, cookie };
}

/** The same method and body on the bare Koa route. */
export function bareAppends(bareUrl: string, seconds: number, connections: number, warmupSeconds = 1): Promise<LoadResult> {
  return load({ url: `${bareUrl}/bare/profile`, method: 'POST', headers: POST_HEADERS, body: BODY, connections, seconds, warmupSeconds });
}
