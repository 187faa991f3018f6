import { openSqlite } from './sqlite.js';
import { every } from './every.js';
import { createHash, randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Role } from '../../schemas/shared/roles.js';

/** 256-bit session ids (SECURITY 2-A.2). */
export const genid = () => randomBytes(32).toString('base64url');

/** Rows are keyed by a hash of the id, so the table never holds a usable cookie value. */
const keyOf = (sid: string) => createHash('sha256').update(sid).digest('base64url');
/**
 * A session's handle in the member's list (Settings): a hash of the row's key, so neither the
 * cookie value nor the store's key ever leaves the server, and a handle opens nothing by itself.
 */
const handleOfKey = (key: string) => createHash('sha256').update(`session-handle\0${key}`).digest('base64url').slice(0, 22);
export const sessionHandle = (sid: string) => handleOfKey(keyOf(sid));

export interface SessionData {
  userId?: number;
  /** The role the session's limits were set for (the member's role itself is read per request). */
  role?: Role;
  createdAt?: number;
  /** When the session was last saved by a request (its idle clock, within one minute). */
  seenAt?: number;
  /** What signed in: browser and system from the user agent ('Firefox on Linux'), never the agent itself. */
  device?: string;
  [k: string]: unknown;
}

/** One of a member's signed-in sessions, as their Settings list it. */
export interface SessionInfo {
  handle: string;
  device: string | null;
  createdAt: number | null;
  seenAt: number | null;
}

const infoOf = (key: string, data: SessionData): SessionInfo => ({
  handle: handleOfKey(key),
  device: typeof data.device === 'string' ? data.device : null,
  createdAt: typeof data.createdAt === 'number' ? data.createdAt : null,
  seenAt: typeof data.seenAt === 'number' ? data.seenAt : null,
});

export const MAX_SESSIONS_PER_USER = 10;

/** koa-session's external store contract plus the revocations accounts need. */
export interface SessionStore {
  get(sid: string, maxAge?: number): Promise<SessionData | undefined>;
  set(sid: string, data: SessionData, maxAge: number): Promise<void>;
  destroy(sid: string): Promise<void>;
  /** Revokes every session of a member except `keepSid` (password change, reset). */
  destroyUserSessions(userId: number, keepSid?: string): Promise<void>;
  countUserSessions(userId: number): Promise<number>;
  /** The member's live sessions, newest first (at most MAX_SESSIONS_PER_USER). */
  listUserSessions(userId: number): Promise<SessionInfo[]>;
  /** Ends the member's session with this handle; false when they have none with it. */
  destroyUserSession(userId: number, handle: string): Promise<boolean>;
  close(): Promise<void>;
}

export function openSqliteSessionStore(file: string, now: () => number = Date.now): SessionStore {
  const db = openSqlite(file, 'NORMAL');
  db.exec(`CREATE TABLE IF NOT EXISTS sessions (
      id TEXT PRIMARY KEY, user_id INTEGER, data TEXT NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS sessions_user ON sessions (user_id, created_at);`);
  const q = {
    get: db.prepare<[string], { data: string; expires_at: number }>('SELECT data, expires_at FROM sessions WHERE id = ?'),
    touch: db.prepare('UPDATE sessions SET data = ?, expires_at = ? WHERE id = ? AND user_id IS ?'),
    upsert: db.prepare(`INSERT INTO sessions (id, user_id, data, created_at, expires_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(id) DO UPDATE SET user_id = excluded.user_id, data = excluded.data, expires_at = excluded.expires_at`),
    destroy: db.prepare('DELETE FROM sessions WHERE id = ?'),
    destroyUser: db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?'),
    evict: db.prepare(`DELETE FROM sessions WHERE user_id = ? AND id NOT IN (
      SELECT id FROM sessions WHERE user_id = ? ORDER BY created_at DESC, rowid DESC LIMIT ? + 0)`),
    count: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?'),
    list: db.prepare<[number, number], { id: string; data: string }>(
      'SELECT id, data FROM sessions WHERE user_id = ? AND expires_at >= ? ORDER BY created_at DESC, rowid DESC'),
    destroyOwn: db.prepare('DELETE FROM sessions WHERE id = ? AND user_id = ?'),
    sweep: db.prepare('DELETE FROM sessions WHERE expires_at < ?'),
  };
  // A sweep that fails (an I/O error) is only late: the next one deletes the same rows.
  const sweep = every(60_000, () => q.sweep.run(now()));
  return {
    async get(sid) {
      const row = q.get.get(keyOf(sid));
      if (!row || row.expires_at < now()) return undefined;
      return JSON.parse(row.data) as SessionData;
    },
    async set(sid, data, maxAge) {
      // A refresh (at most once a minute per signed-in session, see SESSION_REFRESH_MS) is the
      // common case: same row, same member, one UPDATE. A new row, or one that gains a member (login fills the row `regenerate()` created
      // empty), goes through the per-member cap.
      const t = now();
      const key = keyOf(sid);
      const json = JSON.stringify(data);
      const userId = data.userId ?? null;
      if (q.touch.run(json, t + maxAge, key, userId).changes > 0) return;
      db.transaction(() => {
        q.upsert.run(key, userId, json, data.createdAt ?? t, t + maxAge);
        if (userId) q.evict.run(userId, userId, MAX_SESSIONS_PER_USER);
      }).immediate();
    },
    async destroy(sid) {
      q.destroy.run(keyOf(sid));
    },
    async destroyUserSessions(userId, keepSid) {
      q.destroyUser.run(userId, keepSid ? keyOf(keepSid) : '');
    },
    async countUserSessions(userId) {
      return q.count.get(userId)!.n;
    },
    async listUserSessions(userId) {
      return q.list.all(userId, now()).map((r) => infoOf(r.id, JSON.parse(r.data) as SessionData));
    },
    async destroyUserSession(userId, handle) {
      const row = q.list.all(userId, now()).find((r) => handleOfKey(r.id) === handle);
      return row ? q.destroyOwn.run(row.id, userId).changes > 0 : false;
    },
    async close() {
      clearInterval(sweep);
      db.close();
    },
  };
}

/** For several API nodes: the same contract on Redis (SESSION_STORE=redis). */
export function openRedisSessionStore(redis: Redis): SessionStore {
  const k = (sid: string) => `sess:${keyOf(sid)}`;
  const u = (userId: number) => `sess-user:${userId}`;
  return {
    async get(sid) {
      const raw = await redis.get(k(sid));
      return raw ? (JSON.parse(raw) as SessionData) : undefined;
    },
    async set(sid, data, maxAge) {
      const multi = redis.multi().set(k(sid), JSON.stringify(data), 'PX', maxAge);
      if (data.userId) multi.zadd(u(data.userId), String(data.createdAt ?? Date.now()), keyOf(sid));
      await multi.exec();
      if (data.userId) {
        const stale = await redis.zrange(u(data.userId), '0', String(-(MAX_SESSIONS_PER_USER + 1)));
        if (stale.length) await redis.multi().del(...stale.map((h) => `sess:${h}`)).zrem(u(data.userId), ...stale).exec();
      }
    },
    async destroy(sid) {
      await redis.del(k(sid));
    },
    async destroyUserSessions(userId, keepSid) {
      const keep = keepSid ? keyOf(keepSid) : '';
      const all = (await redis.zrange(u(userId), '0', '-1')).filter((h) => h !== keep);
      if (all.length) await redis.multi().del(...all.map((h) => `sess:${h}`)).zrem(u(userId), ...all).exec();
    },
    async countUserSessions(userId) {
      const all = await redis.zrange(u(userId), '0', '-1');
      const alive = await Promise.all(all.map((h) => redis.exists(`sess:${h}`)));
      return alive.filter(Boolean).length;
    },
    async listUserSessions(userId) {
      const keys = (await redis.zrange(u(userId), '0', '-1')).reverse();
      if (!keys.length) return [];
      const raw = await redis.mget(...keys.map((h) => `sess:${h}`));
      return keys.flatMap((key, i) => (raw[i] ? [infoOf(key, JSON.parse(raw[i]!) as SessionData)] : []));
    },
    async destroyUserSession(userId, handle) {
      const key = (await redis.zrange(u(userId), '0', '-1')).find((h) => handleOfKey(h) === handle);
      if (!key) return false;
      const [[, deleted] = []] = (await redis.multi().del(`sess:${key}`).zrem(u(userId), key).exec()) ?? [];
      return deleted === 1;
    },
    async close() {},
  };
}
