import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventStore, NewEvent } from '../../api/event-store/port.js';
import { openSqliteEventStore } from '../../api/event-store/sqlite.js';
import { openKeyStore, seal, type KeyStore } from '../../api/shared/personal-data.js';
import { rebuildReadModel } from '../../projections/rebuild.js';

export interface ReplayResult {
  events: number;
  members: number;
  generateSeconds: number;
  logBytes: number;
  replaySeconds: number;
  replayPerSecond: number;
  readSeconds: number;
  readPerSecond: number;
}

const BATCH = 2000;
/** Members in the generated log (each is a key-store row and one fsync to create). */
const MEMBERS = 200;
/** Events per generated append (one transaction). */
const APPEND = 20_000;
/** Distinct sealed display names per member; each event reuses one (sealing costs ~30 µs, unsealing is what replay pays). */
const POOL = 8;
const PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0YmVuY2g$M2Qm0bJ8eV3VqXl7dV4nH2fIYvXGZc8Gf2HqgZy2o8c';

function meta(userId: number, at: number) {
  return { actorId: userId, actorRole: 'user' as const, correlationId: randomUUID(), causationId: null, at: new Date(at).toISOString(), subjects: [userId] };
}

/**
 * Writes `total` events through the adapter: per member one UserRegistered, then
 * ProfileUpdated events (display name, every tenth an avatar URL) on the member's stream, in
 * appends of up to APPEND events each (one transaction and one fsync per append). The users
 * table stays at `members` rows.
 */
async function generate(store: EventStore, keys: KeyStore, total: number): Promise<number> {
  const members = Math.max(1, Math.min(MEMBERS, Math.floor(total / 1000)));
  let at = Date.UTC(2025, 0, 1);
  let written = 0;
  for (let u = 1; u <= members; u++) {
    const names = Array.from({ length: POOL }, (_, i) => seal(keys, u, `Member ${u} v${i}`));
    const avatars = Array.from({ length: 2 }, (_, i) => seal(keys, u, `https://images.example.com/avatars/${u}-${i}.png`));
    const share = Math.ceil((total - written) / (members - u + 1));
    for (let done = 0; done < share; ) {
      const n = Math.min(APPEND, share - done);
      const events: NewEvent[] = new Array(n);
      for (let i = 0; i < n; i++) {
        const k = done + i;
        const data =
          k === 0
            ? { userId: u, email: seal(keys, u, `member${u}@example.com`), displayName: names[0], avatarUrl: null, passwordHash: PASSWORD_HASH, role: 'user' }
            : k % 10 === 9
              ? { userId: u, avatarUrl: avatars[k % 2] }
              : { userId: u, displayName: names[k % POOL] };
        events[i] = { id: uuidv7(), type: k === 0 ? 'UserRegistered' : 'ProfileUpdated', data, metadata: meta(u, (at += 7)) };
      }
      await store.append(`user-${u}`, events, done === 0 ? 'no_stream' : 'stream_exists');
      done += n;
    }
    written += share;
  }
  return members;
}

/** Reads every event in batches without projecting: the floor for a replay. */
async function readEverything(store: EventStore): Promise<number> {
  let after: string | null = null;
  let n = 0;
  for (;;) {
    const batch = await store.readAll(after, BATCH);
    if (batch.length === 0) return n;
    n += batch.length;
    after = batch[batch.length - 1]!.position;
  }
}

export async function replayBench(total: number, onStep: (msg: string) => void = () => {}): Promise<ReplayResult> {
  const dir = mkdtempSync(join(tmpdir(), 'osg-bench-replay-'));
  const store = openSqliteEventStore(join(dir, 'events.db'), { pollMs: 0 });
  const keys = openKeyStore(join(dir, 'keys.db'));
  try {
    let t = performance.now();
    onStep(`generating ${total.toLocaleString('en-US')} events`);
    const members = await generate(store, keys, total);
    const events = await store.count();
    const generateSeconds = (performance.now() - t) / 1000;
    const logBytes = statSync(join(dir, 'events.db')).size + (statSync(join(dir, 'events.db-wal'), { throwIfNoEntry: false })?.size ?? 0);

    onStep('replaying with rebuildReadModel');
    mkdirSync(join(dir, 'read-model'), { recursive: true });
    t = performance.now();
    const rebuilt = await rebuildReadModel({ store, keys, dir: join(dir, 'read-model'), batchSize: BATCH });
    const replaySeconds = (performance.now() - t) / 1000;
    if (rebuilt.events !== events) throw new Error(`replay applied ${rebuilt.events} of ${events} events`);

    onStep('reading the log without projecting');
    t = performance.now();
    const read = await readEverything(store);
    const readSeconds = (performance.now() - t) / 1000;
    if (read !== events) throw new Error(`readAll returned ${read} of ${events} events`);

    return { events, members, generateSeconds, logBytes, replaySeconds, replayPerSecond: events / replaySeconds, readSeconds, readPerSecond: events / readSeconds };
  } finally {
    await store.close();
    keys.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
