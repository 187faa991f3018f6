import Database from 'better-sqlite3';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { emailTag } from '../../api/auth/register-user.command.js';
import { emailStream, userStream } from '../../api/auth/user.decider.js';
import type { EventStore, NewEvent, RecordedEvent } from '../../api/event-store/port.js';
import { openSqliteEventStore } from '../../api/event-store/sqlite.js';
import { keyOnFirstUse } from '../../api/shared/key-on-first-use.js';
import { openKeyStore, seal, type KeyStore } from '../../api/shared/personal-data.js';
import { currentGeneration } from '../../projections/read-db.js';
import type { AuthEvent } from '../../schemas/auth/events.js';
import { contentPlanner } from './synthetic-content.js';

/**
 * Synthetic event logs for projection, crash and replay tests, and the read-model digest
 * they compare. Events are the site's own, with personal data sealed per member exactly as
 * the commands seal it, in a realistic interleaving: sign-ups (an EmailReserved on the
 * address's reservation stream, then UserRegistered on the member's stream), later
 * multi-event appends of existing members (ProfileUpdated, PasswordChanged,
 * PasswordResetRequested, PasswordReset), and the content members and staff write
 * (articles with HTML, comments, replies, edits, deletions and votes: synthetic-content.ts).
 */

/** argon2id PHC string of SYNTHETIC_PASSWORD (m=19456, t=2, p=1), so synthetic members can log in. */
export const SYNTHETIC_PASSWORD = 'Synthetic12345';
const SYNTHETIC_HASH = '$argon2id$v=19$m=19456,p=1,t=2$fZnX8u4qpkIEYGYqVeOeFg$MCUNlO1LYelIYQkfVBTK9ae9PmvnI0yeb0UgZREqGWo';

export interface SyntheticMember {
  id: number;
  email: string;
  displayName: string;
}

export interface PlannedAppend {
  streamId: string;
  /** Revision of the stream before this append (-1: new stream). */
  expected: number;
  events: NewEvent[];
}

export interface SyntheticOptions {
  eventsFile: string;
  keysFile: string;
  /** Number of events to generate (exactly). */
  count: number;
  /** PRNG seed: the same seed gives the same plaintexts, streams and order. */
  seed?: number;
  /**
   * 'sql' (default) writes the planned appends straight into the SQLite log in large
   * transactions (100,000 events in about 3 s on 2 cores); 'port' sends each planned append
   * through EventStore.append (one fsync each: slow, used to show both give the same log).
   */
  via?: 'sql' | 'port';
  /** First synthetic time (ISO); events are a few seconds apart. */
  startAt?: string;
}

export interface SyntheticLog {
  count: number;
  head: string | null;
  members: SyntheticMember[];
  appends: number;
  ms: number;
}

/** mulberry32: small deterministic PRNG. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!,
    shuffle<T>(xs: T[]): T[] {
      for (let i = xs.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [xs[i], xs[j]] = [xs[j]!, xs[i]!];
      }
      return xs;
    },
  };
}

const WORDS = ['Amber', 'Birch', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Grove', 'Heath', 'Iris', 'Juniper', 'Kestrel', 'Linden', 'Maple', 'Nova', 'Onyx', 'Pine'];

/**
 * A key store that creates new member keys in memory and writes them in one transaction
 * at `flush()` (KeyStore.keyFor would fsync once per member). Existing keys are read from
 * the file, so sealing and the email tag (subject 0) match what the application uses.
 */
export function bulkKeyStore(keysFile: string): KeyStore & { flush(): void } {
  // Existing keys are read through the application's store: keys.db holds them wrapped by the master key.
  const existing = openKeyStore(keysFile);
  const db = new Database(keysFile);
  db.pragma('busy_timeout = 5000');
  const get = db.prepare<[number], { key: Buffer | null }>('SELECT key FROM member_keys WHERE subject = ?');
  const fresh = new Map<number, Buffer>();
  const cache = new Map<number, Buffer | null>();
  const find = (subject: number) => {
    if (!cache.has(subject)) cache.set(subject, fresh.get(subject) ?? existing.find(subject));
    return cache.get(subject)!;
  };
  const keep = (subject: number, key: Buffer) => {
    fresh.set(subject, key);
    cache.set(subject, key);
    return key;
  };
  return {
    find,
    // A row without a key (`find` found none) is a destroyed one; new keys are written by `flush`.
    keyFor: keyOnFirstUse({ find, wasDestroyed: (subject) => get.get(subject) !== undefined, keep }),
    destroyed: (subject) => existing.destroyed(subject),
    destroy() {
      throw new Error('not supported while generating');
    },
    flush() {
      const insert = db.prepare('INSERT OR IGNORE INTO member_keys (subject, key) VALUES (?, ?)');
      db.transaction(() => fresh.forEach((key, subject) => insert.run(subject, key))).immediate();
      fresh.clear();
    },
    close: () => {
      existing.close();
      db.close();
    },
  };
}

/**
 * Plans `count` events. Member ids start after the log's current 'user' sequence, so a
 * synthetic log can be appended to one that already has members.
 */
export function planSynthetic(
  keys: KeyStore,
  opts: {
    count: number;
    firstUserId: number;
    seed: number;
    startAt: string;
    streamRevisions?: Map<string, number>;
    /** Last ids already used for articles and comments (the log's sequences); 0 when absent. */
    lastIds?: { article: number; comment: number };
  },
  emit: (append: PlannedAppend) => void,
): SyntheticMember[] {
  const rnd = prng(opts.seed);
  const revisions = opts.streamRevisions ?? new Map<string, number>();
  const members: (SyntheticMember & { stream: string })[] = [];
  let remaining = opts.count;
  let clock = Date.parse(opts.startAt);
  let seq = 0;
  const meta = (actorId: number | null, subjects?: number[]) => {
    clock += rnd.int(1, 4000);
    seq += 1;
    return {
      actorId,
      actorRole: actorId === null ? ('anonymous' as const) : ('user' as const),
      correlationId: `synthetic-${opts.seed}-${seq}`,
      causationId: null,
      at: new Date(clock).toISOString(),
      ...(subjects ? { subjects } : {}),
    };
  };
  const push = (streamId: string, events: { type: AuthEvent['type'] | (string & {}); data: unknown; metadata: NewEvent['metadata'] }[]) => {
    const expected = revisions.get(streamId) ?? -1;
    emit({ streamId, expected, events: events.map((e) => ({ id: randomUUID(), ...e })) });
    revisions.set(streamId, expected + events.length);
    remaining -= events.length;
  };
  const lastIds = opts.lastIds ?? { article: 0, comment: 0 };
  const content = contentPlanner({ rnd, keys, seed: opts.seed, members, push, meta, lastIds });
  while (remaining > 0) {
    const signUp = members.length < 3 || remaining === 1 ? remaining >= 2 : rnd.next() < 0.16 && remaining >= 2;
    if (signUp) {
      const id = opts.firstUserId + members.length;
      const word = rnd.pick(WORDS);
      const m = { id, email: `member${id}.${word.toLowerCase()}@synthetic.test`, displayName: `${word} member ${id}`, stream: userStream(id) };
      members.push(m);
      push(emailStream(emailTag(keys, m.email)), [{ type: 'EmailReserved', data: { userId: id }, metadata: meta(null) }]);
      const avatar = rnd.next() < 0.3 ? `https://avatars.synthetic.test/${id}.png` : null;
      push(m.stream, [
        {
          type: 'UserRegistered',
          data: {
            userId: id,
            email: seal(keys, id, m.email),
            displayName: seal(keys, id, m.displayName),
            avatarUrl: avatar ? seal(keys, id, avatar) : null,
            passwordHash: SYNTHETIC_HASH,
            role: rnd.next() < 0.02 ? 'admin' : 'user',
          },
          metadata: meta(id, [id]),
        },
      ]);
      continue;
    }
    // Seven in ten member actions are content (articles, comments, votes); the rest account events.
    if (rnd.next() < 0.7 && content.act(remaining)) continue;
    // An existing member acts: 1 to 3 events in one multi-event append.
    const m = rnd.pick(members);
    const n = Math.min(remaining, rnd.int(1, 3));
    const events: { type: AuthEvent['type']; data: unknown; metadata: NewEvent['metadata'] }[] = [];
    for (let i = 0; i < n; i++) {
      const r = rnd.next();
      const at = meta(m.id, [m.id]);
      if (r < 0.3) {
        const data: Record<string, unknown> = { userId: m.id };
        if (rnd.next() < 0.7) {
          m.displayName = `${rnd.pick(WORDS)} ${rnd.pick(WORDS)} ${m.id}.${rnd.int(0, 999)}`;
          data.displayName = seal(keys, m.id, m.displayName);
        }
        if (!('displayName' in data) || rnd.next() < 0.4)
          data.avatarUrl = rnd.next() < 0.3 ? null : seal(keys, m.id, `https://avatars.synthetic.test/${m.id}/${rnd.int(0, 9999)}.png`);
        events.push({ type: 'ProfileUpdated', data, metadata: at });
      } else if (r < 0.6) {
        events.push({ type: 'PasswordChanged', data: { userId: m.id, passwordHash: SYNTHETIC_HASH }, metadata: at });
      } else if (r < 0.85) {
        const tokenHash = createHash('sha256').update(`${opts.seed}:${m.id}:${seq}`).digest('base64url');
        events.push({ type: 'PasswordResetRequested', data: { userId: m.id, tokenHash, expiresAt: new Date(clock + 3_600_000).toISOString() }, metadata: at });
      } else {
        const tokenHash = createHash('sha256').update(`${opts.seed}:${m.id}:reset:${seq}`).digest('base64url');
        events.push({ type: 'PasswordReset', data: { userId: m.id, passwordHash: SYNTHETIC_HASH, tokenHash }, metadata: at });
      }
    }
    push(m.stream, events);
  }
  return members.map(({ id, email, displayName }) => ({ id, email, displayName }));
}

/**
 * Generates `count` synthetic events and appends them to the SQLite log at `eventsFile`
 * (created when missing; existing events are kept and the new ones follow them).
 */
export async function generateSynthetic(opts: SyntheticOptions): Promise<SyntheticLog> {
  const started = performance.now();
  // Opening the adapter creates the schema exactly as the application does.
  const store = openSqliteEventStore(opts.eventsFile, { pollMs: 0 });
  const db = new Database(opts.eventsFile);
  db.pragma('busy_timeout = 5000');
  db.pragma('cache_size = -65536');
  const sequence = (kind: string) => (db.prepare('SELECT value FROM sequences WHERE kind = ?').get(kind) as { value: number } | undefined)?.value ?? 0;
  const lastUser = sequence('user');
  const lastIds = { article: sequence('article'), comment: sequence('comment') };
  const revisions = new Map(
    (db.prepare('SELECT stream_id, MAX(revision) AS rev FROM events GROUP BY stream_id').all() as { stream_id: string; rev: number }[]).map((r) => [r.stream_id, r.rev]),
  );
  const keys = bulkKeyStore(opts.keysFile);
  const insert = db.prepare('INSERT INTO events (stream_id, revision, event_id, type, data, metadata, at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const write = db.transaction((chunk: PlannedAppend[]) => {
    for (const a of chunk) {
      let rev = a.expected;
      for (const e of a.events) {
        rev += 1;
        insert.run(a.streamId, rev, e.id, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), e.metadata.at);
      }
    }
  });
  // Planned appends are written as they come (in transactions of ~20,000 events), so the
  // whole log is never held in memory; member keys are stored before the events using them.
  let chunk: PlannedAppend[] = [];
  let inChunk = 0;
  let appends = 0;
  const flush = () => {
    keys.flush();
    if (chunk.length) write.immediate(chunk);
    chunk = [];
    inChunk = 0;
  };
  try {
    const members = planSynthetic(
      keys,
      { count: opts.count, firstUserId: lastUser + 1, seed: opts.seed ?? 1, startAt: opts.startAt ?? '2024-01-01T00:00:00.000Z', streamRevisions: revisions, lastIds },
      (a) => {
        appends += 1;
        chunk.push(a);
        inChunk += a.events.length;
        if (opts.via !== 'port' && inChunk >= 20_000) flush();
      },
    );
    if (opts.via === 'port') {
      keys.flush();
      for (const a of chunk) await store.append(a.streamId, a.events, a.expected < 0 ? 'no_stream' : a.expected);
      chunk = [];
    } else flush();
    const lastId = members.at(-1)?.id ?? lastUser;
    const advance = db.prepare('INSERT INTO sequences (kind, value) VALUES (?, ?) ON CONFLICT(kind) DO UPDATE SET value = MAX(value, excluded.value)');
    advance.run('user', lastId);
    advance.run('article', lastIds.article);
    advance.run('comment', lastIds.comment);
    const head = await store.head();
    const count = await store.count();
    return { count, head, members, appends, ms: performance.now() - started };
  } finally {
    db.close();
    keys.close();
    await store.close();
  }
}

// ---------------------------------------------------------------------------------------
// Digest

export interface ReadModelDigest {
  /** sha256 over every table except `checkpoints`, rows in a total order. */
  digest: string;
  /** Row count per table (without checkpoints). */
  rows: Record<string, number>;
  /** Each projection's checkpoint position. */
  checkpoints: Record<string, string | null>;
}

const norm = (v: unknown) => (Buffer.isBuffer(v) ? `x'${v.toString('hex')}'` : v);

/**
 * Digest of a read-model file: sha256 over an ordered dump of every table except
 * `checkpoints` (tables by name, rows ordered by all their columns), with the
 * checkpoints' positions returned separately. Read in one transaction, so a file being
 * written by another process gives a consistent snapshot.
 */
export function digest(readModelFile: string): ReadModelDigest {
  if (!existsSync(readModelFile)) throw new Error(`no read model at ${readModelFile}`);
  const db = new Database(readModelFile, { fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  try {
    return db.transaction(() => {
      const hash = createHash('sha256');
      const rows: Record<string, number> = {};
      const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[])
        .map((t) => t.name)
        .filter((t) => t !== 'checkpoints');
      for (const t of tables) {
        const cols = (db.prepare(`PRAGMA table_info("${t}")`).all() as { name: string }[]).map((c) => c.name);
        hash.update(`table ${t} (${cols.join(',')})\n`);
        const order = cols.map((c) => `"${c}"`).join(', ');
        let n = 0;
        for (const row of db.prepare(`SELECT * FROM "${t}" ORDER BY ${order}`).raw().iterate() as Iterable<unknown[]>) {
          hash.update(JSON.stringify(row.map(norm)));
          hash.update('\n');
          n++;
        }
        rows[t] = n;
      }
      const hasCheckpoints = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'checkpoints'").get();
      const checkpoints = Object.fromEntries(
        hasCheckpoints ? (db.prepare('SELECT name, position FROM checkpoints ORDER BY name').all() as { name: string; position: string | null }[]).map((r) => [r.name, r.position]) : [],
      );
      return { digest: hash.digest('hex'), rows, checkpoints };
    })();
  } finally {
    db.close();
  }
}

/** The file a read-model directory currently serves (its CURRENT generation). */
export function currentReadModelFile(dir: string): string | null {
  const name = currentGeneration(dir);
  return name ? join(dir, name) : null;
}

/** The lowest checkpoint of a read-model file, read without taking any lock for long; null when none yet. */
export function lowestCheckpoint(readModelFile: string): string | null {
  const db = new Database(readModelFile, { fileMustExist: true, readonly: true });
  db.pragma('busy_timeout = 5000');
  try {
    const rows = db.prepare('SELECT position FROM checkpoints').all() as { position: string | null }[];
    if (rows.length === 0 || rows.some((r) => r.position === null)) return null;
    return rows.map((r) => r.position!).sort()[0]!;
  } catch {
    return null;
  } finally {
    db.close();
  }
}

/**
 * A read-only view of a store that ends at `upTo` (inclusive), to project a prefix of the
 * log; `upTo` may be a function, so one runner can be moved forward prefix by prefix.
 */
export function prefixStore(store: EventStore, upTo: string | null | (() => string | null)): EventStore {
  const bound = typeof upTo === 'function' ? upTo : () => upTo;
  return {
    ...store,
    kind: store.kind,
    async readAll(after, limit) {
      const end = bound();
      if (end === null) return [];
      const events: RecordedEvent[] = await store.readAll(after, limit);
      return events.filter((e) => e.position <= end);
    },
    async head() {
      return bound();
    },
    append() {
      throw new Error('prefixStore is read-only');
    },
    close: async () => undefined,
  };
}

/**
 * Watches the checkpoints of a read-model file that another process writes, through one
 * read-only connection (each call reads the latest committed state).
 */
export function checkpointWatcher(readModelFile: string) {
  const db = new Database(readModelFile, { fileMustExist: true, readonly: true });
  db.pragma('busy_timeout = 5000');
  const rows = () => {
    try {
      return db.prepare('SELECT name, position FROM checkpoints').all() as { name: string; position: string | null }[];
    } catch {
      return [];
    }
  };
  return {
    /** The lowest checkpoint (null before the first batch); what every projection has reached. */
    lowest(): string | null {
      const r = rows();
      if (r.length === 0 || r.some((x) => x.position === null)) return null;
      return r.map((x) => x.position!).sort()[0]!;
    },
    close: () => db.close(),
  };
}
