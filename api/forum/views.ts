import { createHash, randomUUID } from 'node:crypto';
import { forumStreams } from '../../schemas/forum/events.js';
import type { NewEvent } from '../event-store/port.js';
import type { Deps } from '../shared/deps.js';

/**
 * Thread views, counted without an event per page view (SECURITY: the view counter is the one
 * side effect of reading a thread, deduplicated per visitor). Each node counts in memory: a
 * visitor (the signed-in member, or an anonymous visitor as a hash of IP and User-Agent) counts
 * once per thread per clock hour. Every `FORUM_VIEW_FLUSH_MS` (default 5000) the node appends
 * what it counted as ONE `ThreadViewsCounted { counts }` event on the day's stream
 * (`forum-views-<YYYY-MM-DD>`), only when it counted something, and once more on shutdown.
 * A batch keeps its event id until it is appended, so a flush retried after an error that in
 * fact wrote it is recognised by the store and not counted twice. A node that dies between
 * flushes loses at most its last interval's views.
 */

const DEFAULT_FLUSH_MS = 5000;
/** Visitor-thread pairs remembered per hour; past it, new pairs are not counted until the hour turns. */
export const MAX_SEEN_PER_HOUR = 200_000;
const HOUR = 3_600_000;

export function flushIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FORUM_VIEW_FLUSH_MS;
  if (raw === undefined || raw === '') return DEFAULT_FLUSH_MS;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 10 || n > 3_600_000) throw new Error(`FORUM_VIEW_FLUSH_MS must be a whole number of milliseconds from 10 to 3600000, got ${JSON.stringify(raw)}`);
  return n;
}

/** The dedup identity of a reader: their member id, or a hash of where and with what they read. */
export const visitorKey = (userId: number | null, ip: string, userAgent: string) =>
  userId !== null ? `u:${userId}` : `a:${createHash('sha256').update(ip).update('\0').update(userAgent).digest('base64url').slice(0, 22)}`;

interface Batch {
  id: string;
  stream: string;
  counts: { threadId: number; views: number }[];
}

export interface ForumViews {
  /** Counts a view unless this visitor already viewed the thread this hour; true when counted. */
  record(threadId: number, visitor: string): boolean;
  /** Appends what was counted (if anything) as one event; resolves with its position, or null. */
  flush(): Promise<string | null>;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export function createForumViews(deps: Pick<Deps, 'store' | 'log' | 'now'>, opts: { flushMs?: number } = {}): ForumViews {
  let hour = -1;
  let seen = new Set<string>();
  let counts = new Map<number, number>();
  let pending: Batch | null = null;
  let flushing: Promise<string | null> | null = null;
  let stopped = false;

  const timer = setInterval(() => {
    flush().catch((err: unknown) => deps.log.warn({ err }, 'forum views not flushed; retrying at the next interval'));
  }, opts.flushMs ?? flushIntervalMs());
  timer.unref();

  function record(threadId: number, visitor: string): boolean {
    if (stopped) return false;
    const now = Math.floor(deps.now().getTime() / HOUR);
    if (now !== hour) {
      hour = now;
      seen = new Set();
    }
    const key = `${visitor}|${threadId}`;
    if (seen.has(key) || seen.size >= MAX_SEEN_PER_HOUR) return false;
    seen.add(key);
    counts.set(threadId, (counts.get(threadId) ?? 0) + 1);
    return true;
  }

  async function appendBatch(batch: Batch): Promise<string> {
    const event: NewEvent = {
      id: batch.id,
      type: 'ThreadViewsCounted',
      data: { counts: batch.counts },
      metadata: { actorId: null, actorRole: 'system', correlationId: `forum-views-${batch.id}`, causationId: null, at: deps.now().toISOString() },
    };
    const res = await deps.store.append(batch.stream, [event], 'any');
    return res.position;
  }

  async function flushOnce(): Promise<string | null> {
    let position: string | null = null;
    // A batch that failed before goes first, under its own id.
    if (pending) {
      position = await appendBatch(pending);
      pending = null;
    }
    if (counts.size === 0) return position;
    pending = {
      id: randomUUID(),
      stream: forumStreams.views(deps.now().toISOString().slice(0, 10)),
      counts: [...counts].map(([threadId, views]) => ({ threadId, views })),
    };
    counts = new Map();
    position = await appendBatch(pending);
    pending = null;
    return position;
  }

  /** One flush at a time: a tick that finds one running waits for it. */
  function flush(): Promise<string | null> {
    if (!flushing) flushing = flushOnce().finally(() => (flushing = null));
    return flushing;
  }

  async function stop() {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    if (flushing) await flushing.catch(() => null);
    await flush();
  }

  return { record, flush, stop };
}

const registry = new WeakMap<object, ForumViews>();

/** The node's view counter for these deps (created with the forum's routes). */
export function forumViews(deps: Deps): ForumViews {
  let v = registry.get(deps);
  if (!v) registry.set(deps, (v = createForumViews(deps)));
  return v;
}

/** The app's close calls this: stops the timer and appends the views still in memory. */
export async function stopForumViews(deps: Deps): Promise<void> {
  const v = registry.get(deps);
  if (!v) return;
  registry.delete(deps);
  await v.stop();
}
