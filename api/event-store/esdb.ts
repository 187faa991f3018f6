import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  FORWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  type AllStreamRecordedEvent,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type Direction,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import {
  allocatedValue,
  decodePosition,
  encodePosition,
  expectedMatches,
  isUserEvent,
  revisionToNumber,
  toAppendExpectedRevision,
  toEventData,
  toRecordedEvent,
  translateAppendError,
} from './esdb-translate.js';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type ExpectedRevision, type NewEvent, type RecordedEvent } from './port.js';

const SCAN_BATCH = 4096;
const HEAD_BATCH = 32;
const ID_ATTEMPTS = 100;
const RESUBSCRIBE_MS = 1000;

export function openEsdbEventStore(connectionString: string): EventStore {
  return esdbEventStore(EventStoreDBClient.connectionString(connectionString));
}

/** The adapter over an existing client; `close()` disposes the client. */
export function esdbEventStore(client: EventStoreDBClient): EventStore {
  const notifier = new AllEventsNotifier(client);
  const sequences = new KeyedQueue();
  return {
    kind: 'esdb',
    append: (streamId, events, expected) => append(client, streamId, events, expected),
    readStream: async (streamId, fromRevision = 0) =>
      (await readStreamEvents(client, streamId, fromRevision > 0 ? { fromRevision: BigInt(fromRevision) } : undefined)).map(toRecordedEvent),
    readAll: (after, limit) => readAllAfter(client, after, limit),
    head: () => head(client),
    count: () => countAfter(client, null),
    countAfter: (after) => countAfter(client, after),
    subscribe: (listener) => notifier.subscribe(listener),
    // Serialised per kind in this process, so conflicts (and retries) only come from other processes.
    nextId: (kind) => sequences.run(kind, () => allocateId(client, `sequence-${kind}`)),
    async close() {
      notifier.close();
      await client.dispose();
    },
  };
}

async function append(
  client: EventStoreDBClient,
  streamId: string,
  events: NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) return appendNothing(client, streamId, expected);
  let next: bigint;
  try {
    const result = await client.appendToStream(streamId, events.map(toEventData), {
      expectedRevision: toAppendExpectedRevision(expected),
    });
    next = result.nextExpectedRevision;
  } catch (err) {
    throw translateAppendError(err, streamId, expected);
  }
  // The append result's position is absent for idempotent retries and is not guaranteed to be
  // the last event's $all position, which is what read-your-writes waits compare against.
  const [last] = await readStreamEvents(client, streamId, { fromRevision: next, maxCount: 1 });
  if (!last) throw new Error(`Event ${String(next)} of ${streamId} vanished right after the append`);
  const recorded = toRecordedEvent(last);
  return { nextRevision: recorded.revision, position: recorded.position };
}

/** No events: check the revision like the server would, write nothing. */
async function appendNothing(client: EventStoreDBClient, streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
  const [last] = await readStreamEvents(client, streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
  const current = last ? revisionToNumber(last.revision) : -1;
  if (!expectedMatches(expected, current)) throw new WrongExpectedRevisionError(streamId, expected, current);
  return { nextRevision: current, position: (await head(client)) ?? encodePosition({ commit: 0n, prepare: 0n }) };
}

type StreamReadOptions = Parameters<EventStoreDBClient['readStream']>[1];
type StreamRecordedEvent = NonNullable<ResolvedEvent['event']>;

async function readStreamEvents(
  client: EventStoreDBClient,
  streamId: string,
  options?: StreamReadOptions,
): Promise<StreamRecordedEvent[]> {
  const out: StreamRecordedEvent[] = [];
  try {
    for await (const resolved of client.readStream(streamId, options)) {
      if (resolved.event) out.push(resolved.event);
    }
  } catch (err) {
    if (err instanceof StreamNotFoundError) return [];
    throw err;
  }
  return out;
}

async function readAllBatch(
  client: EventStoreDBClient,
  fromPosition: ReadPosition,
  direction: Direction,
  maxCount: number,
): Promise<AllStreamRecordedEvent[]> {
  const out: AllStreamRecordedEvent[] = [];
  for await (const resolved of client.readAll({ fromPosition, direction, maxCount })) {
    if (resolved.event) out.push(resolved.event);
  }
  return out;
}

/**
 * User events strictly beyond `after` in `direction` ($all order forwards, reverse order backwards).
 * The server's `fromPosition` is inclusive (forwards), so the event at the cursor is skipped;
 * the cursor moves over system events too, so filtered-out stretches never stall the scan.
 */
async function* scanAll(
  client: EventStoreDBClient,
  after: string | null,
  direction: Direction,
  batch: number,
): AsyncGenerator<RecordedEvent> {
  const forwards = direction === FORWARDS;
  let cursor = after;
  let from: ReadPosition = after === null ? (forwards ? START : END) : decodePosition(after);
  for (;;) {
    const raw = await readAllBatch(client, from, direction, batch);
    for (const e of raw) {
      const position = encodePosition(e.position);
      const beyond = cursor === null || (forwards ? position > cursor : position < cursor);
      if (beyond && isUserEvent(e)) yield toRecordedEvent(e);
    }
    const last = raw[raw.length - 1];
    if (raw.length < batch || !last) return;
    from = last.position;
    cursor = encodePosition(last.position);
  }
}

async function readAllAfter(client: EventStoreDBClient, after: string | null, limit: number): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  if (limit <= 0) return out;
  // +1 leaves room for the inclusive event at `after`; at least 2 so a full batch always advances.
  const batch = Math.min(Math.max(limit + 1, 2), SCAN_BATCH);
  for await (const e of scanAll(client, after, FORWARDS, batch)) {
    out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}

async function head(client: EventStoreDBClient): Promise<string | null> {
  // Backwards, because the server writes its own ($stats, ...) events after ours.
  for await (const e of scanAll(client, null, BACKWARDS, HEAD_BATCH)) return e.position;
  return null;
}

async function countAfter(client: EventStoreDBClient, after: string | null): Promise<number> {
  let n = 0;
  for await (const _ of scanAll(client, after, FORWARDS, SCAN_BATCH)) n += 1;
  return n;
}

/**
 * Appends `IdAllocated {value}` with the exact revision it read, so two allocators can never
 * both get a value: the loser re-reads and tries the next one.
 */
async function allocateId(client: EventStoreDBClient, stream: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const [last] = await readStreamEvents(client, stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
    const value = last ? allocatedValue(last.data) + 1 : 1;
    try {
      await client.appendToStream(stream, toEventData(idAllocated(value)), {
        expectedRevision: last ? last.revision : NO_STREAM,
      });
      return value;
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError) || attempt >= ID_ATTEMPTS) throw err;
      await sleep(Math.random() * Math.min(100, 5 * attempt));
    }
  }
}

const idAllocated = (value: number): NewEvent => ({
  id: randomUUID(),
  type: 'IdAllocated',
  data: { value },
  metadata: { actorId: null, actorRole: 'system', correlationId: randomUUID(), causationId: null, at: new Date().toISOString() },
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs tasks one at a time per key; a failed task does not block the next. */
class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(key) ?? Promise.resolve()).then(task);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

/**
 * One subscription to $all from its end, open only while someone listens. Listeners are wake-up
 * hints: a spurious call is harmless (the reader reads from its checkpoint), a missed one is not.
 */
class AllEventsNotifier {
  private readonly listeners = new Set<() => void>();
  private sub: AllStreamSubscription | undefined;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly client: EventStoreDBClient) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.sub && !this.retry) this.start();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  close(): void {
    this.listeners.clear();
    this.stop();
  }

  private notify = () => [...this.listeners].forEach((l) => queueMicrotask(l));

  private start(): void {
    const s = this.client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
    s.on('data', (resolved: AllStreamResolvedEvent) => {
      if (resolved.event && isUserEvent(resolved.event)) this.notify();
    });
    // Events committed between subscribe() and the server starting the subscription would be missed.
    s.on('confirmation', this.notify);
    s.on('error', () => this.dropped(s));
    s.on('close', () => this.dropped(s));
    this.sub = s;
  }

  private dropped(s: AllStreamSubscription): void {
    if (this.sub !== s) return;
    this.sub = undefined;
    void s.unsubscribe().catch(() => undefined);
    if (this.listeners.size === 0) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.listeners.size > 0 && !this.sub) this.start();
    }, RESUBSCRIBE_MS).unref();
  }

  private stop(): void {
    clearTimeout(this.retry);
    this.retry = undefined;
    const s = this.sub;
    this.sub = undefined;
    void s?.unsubscribe().catch(() => undefined);
  }
}
