import {
  BACKWARDS,
  END,
  FORWARDS,
  START,
  StreamNotFoundError,
  type AllStreamRecordedEvent,
  type Direction,
  type EventStoreDBClient,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import { decodePosition, encodePosition, isUserEvent, toRecordedEvent } from './esdb-translate.js';
import type { RecordedEvent } from './port.js';

const SCAN_BATCH = 4096;
const HEAD_BATCH = 32;

/** What every read needs besides the client: its deadline, and where to report events it skips. */
export interface ReadContext {
  client: EventStoreDBClient;
  /** Whole-call deadline of one read (ms). */
  deadlineMs: number;
  /** An event in $all that is not this application's (not JSON, no metadata): skipped, reported here. */
  onSkip(event: { id: string; streamId: string; type: string }, reason: string): void;
}

export class EsdbTimeoutError extends Error {
  readonly code = 'esdb_timeout';
  constructor(what: string, ms: number) {
    super(`EventStoreDB did not answer ${what} within ${ms} ms`);
    this.name = 'EsdbTimeoutError';
  }
}

type Cancellable<T> = AsyncIterable<T> & { cancel?(): Promise<void> };

/**
 * Collects a read, failing with EsdbTimeoutError when it has not ended within the deadline.
 * The client passes `deadline: Infinity` to gRPC for every read and subscription whatever the
 * caller asks (streams/readStream.js, readAll.js), so without this a hung server stalls a
 * projector forever instead of failing into the runner's next tick.
 */
export async function collect<T>(read: Cancellable<T>, ms: number, what: string): Promise<T[]> {
  const out: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      void read.cancel?.().catch(() => undefined);
      reject(new EsdbTimeoutError(what, ms));
    }, ms);
  });
  const drain = (async () => {
    for await (const x of read) out.push(x);
  })();
  try {
    await Promise.race([drain, timeout]);
    return out;
  } finally {
    clearTimeout(timer);
  }
}

type StreamReadOptions = NonNullable<Parameters<EventStoreDBClient['readStream']>[1]>;
export type StreamRecordedEvent = NonNullable<ResolvedEvent['event']>;

export async function readStreamEvents(rc: ReadContext, streamId: string, options: StreamReadOptions = {}): Promise<StreamRecordedEvent[]> {
  try {
    const read = rc.client.readStream(streamId, { ...options, deadline: rc.deadlineMs });
    const resolved = await collect(read, rc.deadlineMs, `a read of ${streamId}`);
    return resolved.flatMap((r) => (r.event ? [r.event] : []));
  } catch (err) {
    if (err instanceof StreamNotFoundError) return [];
    throw err;
  }
}

async function readAllBatch(rc: ReadContext, fromPosition: ReadPosition, direction: Direction, maxCount: number): Promise<AllStreamRecordedEvent[]> {
  const read = rc.client.readAll({ fromPosition, direction, maxCount, deadline: rc.deadlineMs });
  const resolved = await collect(read, rc.deadlineMs, 'a read of $all');
  return resolved.flatMap((r) => (r.event ? [r.event] : []));
}

/** The application's event, or null (reported) for one that is not: a foreign writer must not stall projections. */
function ours(rc: ReadContext, e: AllStreamRecordedEvent): RecordedEvent | null {
  try {
    return toRecordedEvent(e);
  } catch (err) {
    rc.onSkip({ id: e.id, streamId: e.streamId, type: e.type }, err instanceof Error ? err.message : String(err));
    return null;
  }
}

/**
 * Application events strictly beyond `after` in `direction` ($all order forwards, reverse order
 * backwards). The server's `fromPosition` is inclusive (forwards), so the event at the cursor is
 * skipped; the cursor moves over system and internal events too, so filtered-out stretches never
 * stall the scan.
 */
export async function* scanAll(rc: ReadContext, after: string | null, direction: Direction, batch: number): AsyncGenerator<RecordedEvent> {
  const forwards = direction === FORWARDS;
  let cursor = after;
  let from: ReadPosition = after === null ? (forwards ? START : END) : decodePosition(after);
  for (;;) {
    const raw = await readAllBatch(rc, from, direction, batch);
    for (const e of raw) {
      const position = encodePosition(e.position);
      const beyond = cursor === null || (forwards ? position > cursor : position < cursor);
      const event = beyond && isUserEvent(e) ? ours(rc, e) : null;
      if (event) yield event;
    }
    const last = raw[raw.length - 1];
    if (raw.length < batch || !last) return;
    from = last.position;
    cursor = encodePosition(last.position);
  }
}

export async function readAllAfter(rc: ReadContext, after: string | null, limit: number): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  if (limit <= 0) return out;
  // +1 leaves room for the inclusive event at `after`; at least 2 so a full batch always advances.
  const batch = Math.min(Math.max(limit + 1, 2), SCAN_BATCH);
  for await (const e of scanAll(rc, after, FORWARDS, batch)) {
    out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}

export async function head(rc: ReadContext): Promise<string | null> {
  // Backwards, because the server writes its own ($stats, ...) events after ours.
  for await (const e of scanAll(rc, null, BACKWARDS, HEAD_BATCH)) return e.position;
  return null;
}

/** Number of application events after `after`, and the position of the last one counted. */
export async function countAfter(rc: ReadContext, after: string | null): Promise<{ n: number; last: string | null }> {
  let n = 0;
  let last = after;
  for await (const e of scanAll(rc, after, FORWARDS, SCAN_BATCH)) {
    n += 1;
    last = e.position;
  }
  return { n, last };
}

/**
 * The log's size kept incrementally: $all only grows, so the count up to a position stays true
 * and each call reads only what was appended since the previous one (the ops status page calls
 * it on every visit). Concurrent calls share one scan.
 */
export function runningCount(rc: ReadContext): () => Promise<number> {
  let known = { n: 0, upTo: null as string | null };
  let running: Promise<number> | null = null;
  const step = async () => {
    const more = await countAfter(rc, known.upTo);
    known = { n: known.n + more.n, upTo: more.last };
    return known.n;
  };
  return () => {
    running ??= step().finally(() => {
      running = null;
    });
    return running;
  };
}
