import { randomUUID } from 'node:crypto';
import { BACKWARDS, END, EventStoreDBClient, NO_STREAM, WrongExpectedVersionError } from '@eventstore/db-client';
import { AllEventsNotifier } from './esdb-notifier.js';
import { countAfter, head, readAllAfter, readStreamEvents, runningCount, type ReadContext } from './esdb-read.js';
import {
  allocatedValue,
  checkAppended,
  encodePosition,
  expectedMatches,
  revisionToNumber,
  toAppendExpectedRevision,
  toClientConnectionString,
  toEventData,
  toRecordedEvent,
  translateAppendError,
} from './esdb-translate.js';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Snapshot,
} from './port.js';

const ID_ATTEMPTS = 100;
const DEADLINE_MS = 10_000;

export interface EsdbOptions {
  /** Deadline of every read and append (ms): a hung server becomes an error, then a retry. */
  deadlineMs?: number;
  /** Where events in $all that are not this application's are reported (they are skipped). */
  onSkip?: ReadContext['onSkip'];
}

export function openEsdbEventStore(connectionString: string, opts: EsdbOptions = {}): EventStore {
  return esdbEventStore(EventStoreDBClient.connectionString(toClientConnectionString(connectionString)), opts);
}

const warn: ReadContext['onSkip'] = (e, reason) =>
  console.warn(JSON.stringify({ level: 'warn', msg: "skipped an event in $all that is not this application's", ...e, reason }));

/** Reports each skipped event once (every scan for the head or a count meets the same one again). */
function once(report: ReadContext['onSkip']): ReadContext['onSkip'] {
  const seen = new Set<string>();
  return (e, reason) => {
    if (seen.has(e.id)) return;
    if (seen.size > 10_000) seen.clear();
    seen.add(e.id);
    report(e, reason);
  };
}

/** The adapter over an existing client; `close()` disposes the client. */
export function esdbEventStore(client: EventStoreDBClient, opts: EsdbOptions = {}): EventStore {
  const rc: ReadContext = { client, deadlineMs: opts.deadlineMs ?? DEADLINE_MS, onSkip: once(opts.onSkip ?? warn) };
  const notifier = new AllEventsNotifier(client, rc.deadlineMs);
  const sequences = new KeyedQueue();
  return {
    kind: 'esdb',
    append: (streamId, events, expected) => append(rc, streamId, events, expected),
    readStream: async (streamId, fromRevision = 0) =>
      (await readStreamEvents(rc, streamId, fromRevision > 0 ? { fromRevision: BigInt(fromRevision) } : {})).map(toRecordedEvent),
    readAll: (after, limit) => readAllAfter(rc, after, limit),
    head: () => head(rc),
    count: runningCount(rc),
    countAfter: async (after) => (await countAfter(rc, after)).n,
    subscribe: (listener) => notifier.subscribe(listener),
    // Serialised per kind in this process, so conflicts (and retries) only come from other processes.
    nextId: (kind) => sequences.run(kind, () => allocateId(rc, `sequence-${kind}`)),
    readSnapshot: (streamId) => readSnapshot(rc, streamId),
    writeSnapshot: (streamId, snap) => writeSnapshot(rc, streamId, snap),
    async close() {
      notifier.close();
      await client.dispose();
    },
  };
}

async function append(rc: ReadContext, streamId: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
  if (events.length === 0) return appendNothing(rc, streamId, expected);
  let next: bigint;
  try {
    const result = await rc.client.appendToStream(streamId, events.map(toEventData), {
      expectedRevision: toAppendExpectedRevision(expected),
      deadline: rc.deadlineMs,
    });
    next = checkAppended(result, streamId, expected).nextExpectedRevision;
  } catch (err) {
    throw translateAppendError(err, streamId, expected);
  }
  // The append result's position is absent for idempotent retries and is not guaranteed to be
  // the last event's $all position, which is what read-your-writes waits compare against. Read
  // from the leader: a follower may not have the event yet.
  const [last] = await readStreamEvents(rc, streamId, { fromRevision: next, maxCount: 1, requiresLeader: true });
  if (!last) throw new Error(`Event ${String(next)} of ${streamId} vanished right after the append`);
  const recorded = toRecordedEvent(last);
  return { nextRevision: recorded.revision, position: recorded.position };
}

/** No events: check the revision like the server would, write nothing. */
async function appendNothing(rc: ReadContext, streamId: string, expected: ExpectedRevision): Promise<AppendResult> {
  const [last] = await readStreamEvents(rc, streamId, { direction: BACKWARDS, fromRevision: END, maxCount: 1, requiresLeader: true });
  const current = last ? revisionToNumber(last.revision) : -1;
  if (!expectedMatches(expected, current)) throw new WrongExpectedRevisionError(streamId, expected, current);
  return { nextRevision: current, position: (await head(rc)) ?? encodePosition({ commit: 0n, prepare: 0n }) };
}

const snapshotStream = (streamId: string) => `snapshot-${streamId}`;

async function readSnapshot(rc: ReadContext, streamId: string): Promise<Snapshot | null> {
  const [last] = await readStreamEvents(rc, snapshotStream(streamId), { direction: BACKWARDS, fromRevision: END, maxCount: 1 });
  const data = last?.isJson ? (last.data as Partial<Snapshot> | null) : null;
  if (!data || typeof data.version !== 'string' || typeof data.revision !== 'number') return null;
  return { version: data.version, revision: data.revision, state: data.state };
}

/**
 * One stream per snapshotted stream, holding only its latest snapshot: `maxCount 1` lets the
 * server scavenge older ones (set once, when the first snapshot creates the stream). Named
 * `snapshot-<stream>`, not `$snapshot-...`: `$` streams are the server's and need admin rights;
 * the prefix is an internal one, so readAll, head and count leave it out.
 */
async function writeSnapshot(rc: ReadContext, streamId: string, snap: Snapshot): Promise<void> {
  const stream = snapshotStream(streamId);
  const event = { ...system('Snapshot', snap), data: snap };
  const result = await rc.client.appendToStream(stream, toEventData(event), { deadline: rc.deadlineMs });
  if (result.success && result.nextExpectedRevision === 0n) await rc.client.setStreamMetadata(stream, { maxCount: 1 }, { deadline: rc.deadlineMs });
}

/**
 * Appends `IdAllocated {value}` with the exact revision it read, so two allocators can never
 * both get a value: the loser re-reads and tries the next one.
 */
async function allocateId(rc: ReadContext, stream: string): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const [last] = await readStreamEvents(rc, stream, { direction: BACKWARDS, fromRevision: END, maxCount: 1, requiresLeader: true });
    const value = last ? allocatedValue(last.data) + 1 : 1;
    try {
      const expectedRevision = last ? last.revision : NO_STREAM;
      const result = await rc.client.appendToStream(stream, toEventData(system('IdAllocated', { value })), { expectedRevision, deadline: rc.deadlineMs });
      checkAppended(result, stream, last ? revisionToNumber(last.revision) : 'no_stream');
      return value;
    } catch (err) {
      const conflict = err instanceof WrongExpectedVersionError || err instanceof WrongExpectedRevisionError;
      if (!conflict || attempt >= ID_ATTEMPTS) throw err;
      await sleep(Math.random() * Math.min(100, 5 * attempt));
    }
  }
}

const system = (type: string, data: unknown): NewEvent => ({
  id: randomUUID(),
  type,
  data,
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

