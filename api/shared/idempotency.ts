import { createHash } from 'node:crypto';
import { idempotencyMessages, idempotencyRecord, type IdempotencyRecord } from '../../schemas/shared/event.js';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '../event-store/port.js';
import { appendDecided, derivedEventId, loadState, toNewEvents, type CommandContext, type Decider, type DomainEvent } from './command.js';
import { conflict } from './errors.js';
import { reserve } from './reservation.js';

/**
 * Idempotent commands (SECURITY T37), one rule for every adapter.
 *
 * EventStoreDB recognises a repeated event id only when the retry carries the ORIGINAL expected
 * revision; SQLite recognises it at any revision. So a keyed command never appends its events
 * at a revision it has not first written down: it claims a record stream per (actor, key) with
 * `no_stream` (a concurrent copy loses that claim and follows the winner's record), holding the
 * request's hash, the target stream, the exact expected revision and the first answer (e.g. the
 * id it allocated). A retry reads the record and looks at the target stream right after the
 * recorded revision: our first derived event id there means it already happened (answer the
 * recorded result, append nothing); nothing there means append at exactly that revision (the
 * same ids at the same revision dedupe on both adapters); someone else's event there means ours
 * never landed and never can at that revision, so the record is re-pointed (exact revision on
 * the record stream) to the current revision before appending there. Our events therefore land
 * at one revision at most, whoever retries and however often.
 */

export interface KeyedSpec<S, E extends DomainEvent, R, F = undefined> {
  /** Names the command in the record: a key cannot be replayed as another command. */
  command: string;
  /** The parsed input; its hash tells a retry from a key reused for a different request. */
  input: unknown;
  /** Runs once per key, before the claim: allocates ids, names the target stream. */
  prepare(): Promise<{ streamId: string; result: R }>;
  decider: Decider<S, E>;
  /** Pure: the stream's state, the prepared result and what `read` found (api/shared/command.ts AroundDecide). */
  decide(state: S, result: R, facts: F): E[];
  read?(state: S, result: R): Promise<F>;
  beforeAppend?(state: S, events: E[], result: R): Promise<void>;
  subjects?: number[];
  attempts?: number;
}

export interface KeyedOutcome<R, E> {
  result: R;
  position: string;
  nextRevision: number;
  events: E[];
  /** True when the events were already in the log (a retry); nothing was appended. */
  replayed: boolean;
}

type Held = { record: IdempotencyRecord; revision: number };

/** Runs a command under its Idempotency-Key when it has one; otherwise the plain conflict-retry loop. */
export async function runCommand<S, E extends DomainEvent, R, F = undefined>(store: EventStore, ctx: CommandContext, spec: KeyedSpec<S, E, R, F>): Promise<KeyedOutcome<R, E>> {
  if (ctx.idempotencyKey) return keyedCommand(store, ctx, ctx.idempotencyKey, spec);
  const { streamId, result } = await spec.prepare();
  const res = await appendDecided(store, streamId, spec.decider, (s, facts: F) => spec.decide(s, result, facts), ctx, {
    subjects: spec.subjects,
    attempts: spec.attempts,
    ...(spec.read ? { read: (s: S) => spec.read!(s, result) } : {}),
    ...(spec.beforeAppend ? { beforeAppend: (s: S, events: E[]) => spec.beforeAppend!(s, events, result) } : {}),
  });
  return { result, ...res, replayed: false };
}

/**
 * The `prepare` of a command on a stream that exists already (nothing to allocate): that stream,
 * and the answer as the idempotency record keeps it, in its feature's own shape (`{ commentId }`,
 * `{ threadId }`, ...), so a retry recorded earlier answers the same.
 */
export const existingStream =
  <R>(streamId: string, result: R) =>
  async () => ({ streamId, result });

/**
 * The key one item of a bulk request runs under (a bulk action over articles, a moderation batch):
 * each item is its own command, so a retried bulk repeats nothing that already happened. One
 * format everywhere.
 */
export const bulkItemKey = (key: string, itemId: number) => `${key}:${itemId}`;

export const idempotencyStream = (actorId: number | null, key: string) =>
  `idempotency-${actorId ?? 'anon'}-${createHash('sha256').update(key).digest('base64url')}`;

/** Key order does not change the hash: `{a,b}` and `{b,a}` are one request. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, x]) => [k, canonical(x)])) : v;

export const requestHash = (command: string, input: unknown) =>
  createHash('sha256').update(command).update('\0').update(JSON.stringify(canonical(input ?? null))).digest('base64url');

/** What a keyed command decides on the state it loaded: `read` first, then the pure `decide`. */
const decideOn = async <S, E extends DomainEvent, R, F>(spec: KeyedSpec<S, E, R, F>, state: S, result: R) =>
  spec.decide(state, result, spec.read ? await spec.read(state, result) : (undefined as F));

export async function keyedCommand<S, E extends DomainEvent, R, F = undefined>(store: EventStore, ctx: CommandContext, key: string, spec: KeyedSpec<S, E, R, F>): Promise<KeyedOutcome<R, E>> {
  const stream = idempotencyStream(ctx.actorId, key);
  const hash = requestHash(spec.command, spec.input);
  let held = await readRecord(store, stream);
  if (!held) {
    const { streamId, result } = await spec.prepare();
    const { state, revision } = await loadState(store, streamId, spec.decider);
    // A refused or empty command claims nothing: its retry decides afresh.
    const events = await decideOn(spec, state, result);
    if (events.length === 0) return { result, position: (await store.head()) ?? '', nextRevision: revision, events, replayed: false };
    held = await claim(store, stream, { command: spec.command, requestHash: hash, streamId, expectedRevision: revision, result }, ctx);
  }
  if (held.record.requestHash !== hash || held.record.command !== spec.command) throw conflict(idempotencyMessages.keyReused);
  return follow(store, ctx, key, stream, held, spec);
}

async function follow<S, E extends DomainEvent, R, F>(
  store: EventStore,
  ctx: CommandContext,
  key: string,
  stream: string,
  held: Held,
  spec: KeyedSpec<S, E, R, F>,
): Promise<KeyedOutcome<R, E>> {
  const result = held.record.result as R;
  // Each pass either finishes or saw the stream or the record move; bounded like handleCommand.
  for (let attempt = 1; ; attempt++) {
    if (attempt > 2 * (spec.attempts ?? 4)) throw conflict();
    const { streamId, expectedRevision: at } = held.record;
    const after = await store.readStream(streamId, at + 1);
    if (after[0]?.id === derivedEventId(ctx, key, streamId, 0)) return replayed(ctx, key, streamId, after, result);
    const { state, revision } = await loadState(store, streamId, spec.decider);
    if (after.length === 0 && revision !== at) continue; // appended between the two reads: look again
    if (after.length > 0) {
      held = await repoint(store, stream, held, revision, ctx);
      if (held.record.expectedRevision !== revision) continue; // another copy re-pointed first: follow it
    }
    const events = await decideOn(spec, state, result);
    if (events.length === 0) return { result, position: (await store.head()) ?? '', nextRevision: revision, events, replayed: false };
    await spec.beforeAppend?.(state, events, result);
    try {
      const res = await store.append(streamId, toNewEvents(events, ctx, streamId, spec.subjects), revision < 0 ? 'no_stream' : revision);
      return { result, ...res, events, replayed: false };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
    }
  }
}

/** Our events are consecutive from the recorded revision; the answer is the last one's position. */
function replayed<R, E>(ctx: CommandContext, key: string, streamId: string, after: RecordedEvent[], result: R): KeyedOutcome<R, E> {
  let n = 1;
  while (n < after.length && after[n]!.id === derivedEventId(ctx, key, streamId, n)) n += 1;
  const last = after[n - 1]!;
  const events = after.slice(0, n).map((e) => ({ type: e.type, data: e.data }) as E);
  return { result, position: last.position, nextRevision: last.revision, events, replayed: true };
}

async function readRecord(store: EventStore, stream: string): Promise<Held | null> {
  const events = await store.readStream(stream);
  const last = events[events.length - 1];
  return last ? { record: idempotencyRecord.parse(last.data), revision: last.revision } : null;
}

const recorded = (record: IdempotencyRecord) => [{ type: 'IdempotencyRecorded', data: record }];

/** First writer wins the key (the record stream is a reservation); a loser answers from the winner's record. */
async function claim(store: EventStore, stream: string, record: IdempotencyRecord, ctx: CommandContext): Promise<Held> {
  if (await reserve(store, stream, recorded(record), ctx, -1)) return { record, revision: 0 };
  const winner = await readRecord(store, stream);
  if (!winner) throw conflict();
  return winner;
}

/** Moves the record to `revision`; if another copy moved it first, returns theirs. */
async function repoint(store: EventStore, stream: string, held: Held, revision: number, ctx: CommandContext): Promise<Held> {
  const record = { ...held.record, expectedRevision: revision };
  if (await reserve(store, stream, recorded(record), ctx, held.revision)) return { record, revision: held.revision + 1 };
  return (await readRecord(store, stream)) ?? held;
}
