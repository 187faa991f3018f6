import { createHash, randomUUID } from 'node:crypto';
import type { NewEvent } from '../event-store/port.js';
import type { Config } from '../config.js';
import type { Deps } from './deps.js';
import { serviceKey } from './services.js';

/**
 * Page views counted without an event per view (SECURITY: a view counter is the one side effect
 * of reading a page, deduplicated per visitor), shared by forum threads and expert interviews.
 * Each node counts in memory: a visitor (the signed-in member, or an anonymous visitor as a hash
 * of IP and User-Agent) counts once per item per clock hour. Every flush interval the node appends
 * what it counted as ONE event `{ counts: [{ <idField>, views }] }` on the day's stream, only when
 * it counted something, and once more on shutdown. A batch keeps its event id until it is
 * appended, so a flush retried after an error that in fact wrote it is recognised by the store
 * and not counted twice. A node that dies between flushes loses at most its last interval's views.
 */

const DEFAULT_FLUSH_MS = 5000;
/** Visitor-item pairs remembered per hour; past it, new pairs are not counted until the hour turns. */
export const MAX_SEEN_PER_HOUR = 200_000;
const HOUR = 3_600_000;

/** What one kind of counted view is: its events, its day streams, and its flush setting. */
export interface ViewCounterSpec {
  /** Names the counter in logs, correlation ids and the registry (`forum`, `interview`). */
  name: string;
  /** The batch event's type. */
  eventType: string;
  /** The id's field name in each count (`threadId`, `interviewId`). */
  idField: string;
  /** The day stream a batch goes to, for `YYYY-MM-DD`. */
  stream: (day: string) => string;
  /** Which of the configuration's view flush intervals it uses (`config.viewFlushMs`). */
  flushSetting: keyof Config['viewFlushMs'];
}

/** The dedup identity of a reader: their member id, or a hash of where and with what they read. */
export const visitorKey = (userId: number | null, ip: string, userAgent: string) =>
  userId !== null ? `u:${userId}` : `a:${createHash('sha256').update(ip).update('\0').update(userAgent).digest('base64url').slice(0, 22)}`;

interface Batch {
  id: string;
  stream: string;
  counts: Record<string, number>[];
}

export interface ViewCounter {
  /** Counts a view unless this visitor already viewed the item this hour; true when counted. */
  record(id: number, visitor: string): boolean;
  /** Appends what was counted (if anything) as one event; resolves with its position, or null. */
  flush(): Promise<string | null>;
  /** Stops the timer and flushes what is left. */
  stop(): Promise<void>;
}

export function createViewCounter(deps: Pick<Deps, 'store' | 'log' | 'now'>, spec: ViewCounterSpec, opts: { flushMs?: number } = {}): ViewCounter {
  let hour = -1;
  let seen = new Set<string>();
  let counts = new Map<number, number>();
  let pending: Batch | null = null;
  let flushing: Promise<string | null> | null = null;
  let stopped = false;

  const timer = setInterval(() => {
    flush().catch((err: unknown) => deps.log.warn({ err }, `${spec.name} views not flushed; retrying at the next interval`));
  }, opts.flushMs ?? DEFAULT_FLUSH_MS);
  timer.unref();

  function record(id: number, visitor: string): boolean {
    if (stopped) return false;
    const now = Math.floor(deps.now().getTime() / HOUR);
    if (now !== hour) {
      hour = now;
      seen = new Set();
    }
    const key = `${visitor}|${id}`;
    if (seen.has(key) || seen.size >= MAX_SEEN_PER_HOUR) return false;
    seen.add(key);
    counts.set(id, (counts.get(id) ?? 0) + 1);
    return true;
  }

  async function appendBatch(batch: Batch): Promise<string> {
    const event: NewEvent = {
      id: batch.id,
      type: spec.eventType,
      data: { counts: batch.counts },
      metadata: { actorId: null, actorRole: 'system', correlationId: `${spec.name}-views-${batch.id}`, causationId: null, at: deps.now().toISOString() },
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
      stream: spec.stream(deps.now().toISOString().slice(0, 10)),
      counts: [...counts].map(([id, views]) => ({ [spec.idField]: id, views })),
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

/**
 * One kind of counted view as an app service: its constructor (the composition root's, api/services.ts,
 * and the tests'), its registry key (`<name>-views`), the app's running counter, and its stop (which
 * appends the views still in memory; the app's close stops every service).
 */
export function viewCounterService(spec: ViewCounterSpec) {
  const key = serviceKey<ViewCounter>(`${spec.name}-views`);
  return {
    create: (deps: Pick<Deps, 'store' | 'log' | 'now'>, opts: { flushMs?: number } = {}): ViewCounter => createViewCounter(deps, spec, opts),
    key,
    of: (deps: Pick<Deps, 'services'>): ViewCounter => deps.services.get(key),
    stop: (deps: Pick<Deps, 'services'>): Promise<void> => deps.services.stop(key),
  };
}
