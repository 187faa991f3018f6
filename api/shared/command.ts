import { createHash, randomUUID } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import type { ActorRole } from '../../schemas/shared/event.js';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type NewEvent } from '../event-store/port.js';
import { conflict } from './errors.js';
import { existingStream, keyedCommand } from './idempotency.js';

/** Who runs a command and when; the only source of time and ids for deciders. */
export interface CommandContext {
  actorId: number | null;
  actorRole: ActorRole;
  correlationId: string;
  causationId: string | null;
  now: Date;
  /** From the client's Idempotency-Key header: makes event ids deterministic (T37). */
  idempotencyKey?: string;
}

export type DomainEvent = { type: string; data: unknown };

export interface Decider<S, E extends DomainEvent> {
  initialState: S;
  evolve(state: S, event: E): S;
  /**
   * Long streams are folded from a snapshot (see `loadState`). Bump this when the state's shape
   * or meaning changes outside `evolve`'s own source; `false` turns snapshots off. The state
   * must be JSON (no Map, Set, Date, undefined).
   */
  snapshotVersion?: number | false;
}

const NAMESPACE = '6f1c1f2e-8d3b-4c59-9a41-3b8f0f5c2a10';

/** The id of a keyed command's `index`-th event on `streamId`: UUIDv5 of (actor, key, stream, index). */
export const derivedEventId = (ctx: CommandContext, key: string, streamId: string, index: number) =>
  uuidv5(`${ctx.actorId ?? 'anon'}:${key}:${streamId}:${index}`, NAMESPACE);

/** Event ids: UUIDv5 of the idempotency key, stream and index, so a retried command dedupes. */
export function toNewEvents(events: DomainEvent[], ctx: CommandContext, streamId: string, subjects?: number[]): NewEvent[] {
  return events.map((e, i) => ({
    id: ctx.idempotencyKey ? derivedEventId(ctx, ctx.idempotencyKey, streamId, i) : randomUUID(),
    type: e.type,
    data: e.data,
    metadata: {
      actorId: ctx.actorId,
      actorRole: ctx.actorRole,
      correlationId: ctx.correlationId,
      causationId: ctx.causationId,
      at: ctx.now.toISOString(),
      ...(subjects?.length ? { subjects } : {}),
    },
  }));
}

const MAX_CACHED_STREAMS = 20_000;
/** A load that folds more events than this stores a snapshot, so no cold load folds more again. */
export const SNAPSHOT_AFTER = 200;
type Folded = { state: unknown; revision: number };
const folded = new WeakMap<EventStore, WeakMap<object, Map<string, Folded>>>();

function cacheFor(store: EventStore, decider: object): Map<string, Folded> {
  let byDecider = folded.get(store);
  if (!byDecider) folded.set(store, (byDecider = new WeakMap()));
  let cache = byDecider.get(decider);
  if (!cache) byDecider.set(decider, (cache = new Map()));
  return cache;
}

const versions = new WeakMap<object, string | null>();

/**
 * A snapshot's version: the decider's own number plus a fingerprint of its `evolve` and initial
 * state, so a deploy that changes how state is folded never reads a snapshot folded the old way,
 * even when nobody bumped the number.
 */
export function snapshotVersion(decider: Decider<unknown, DomainEvent>): string | null {
  if (versions.has(decider)) return versions.get(decider)!;
  const v =
    decider.snapshotVersion === false
      ? null
      : `${decider.snapshotVersion ?? 0}:${createHash('sha256').update(String(decider.evolve)).update(JSON.stringify(decider.initialState)).digest('base64url').slice(0, 16)}`;
  versions.set(decider, v);
  return v;
}

async function fromSnapshot<S>(store: EventStore, streamId: string, version: string | null): Promise<{ state: S; revision: number } | undefined> {
  if (!version) return undefined;
  const snap = await store.readSnapshot(streamId);
  return snap && snap.version === version ? { state: snap.state as S, revision: snap.revision } : undefined;
}

/**
 * Folds a stream into the decider's state. Streams are append-only and events immutable, so
 * the state folded up to revision N stays true forever: it is cached (LRU) and only newer
 * events are read, which keeps a long-lived stream (a member's profile edits) cheap to load.
 * A cold load starts from the stream's snapshot when there is one of this decider's version,
 * and a load that folded more than SNAPSHOT_AFTER events writes one: no request folds an
 * unbounded stream twice. A snapshot is a cache: failing to write one fails nothing.
 */
export async function loadState<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, E>) {
  const cache = cacheFor(store, decider);
  const version = snapshotVersion(decider as Decider<unknown, DomainEvent>);
  const hit = (cache.get(streamId) as { state: S; revision: number } | undefined) ?? (await fromSnapshot<S>(store, streamId, version));
  const events = await store.readStream(streamId, hit ? hit.revision + 1 : 0);
  const state = events.reduce((s, e) => decider.evolve(s, e as unknown as E), hit?.state ?? decider.initialState);
  const revision = events.length ? events[events.length - 1]!.revision : (hit?.revision ?? -1);
  if (revision >= 0) {
    cache.delete(streamId);
    cache.set(streamId, { state, revision });
    if (cache.size > MAX_CACHED_STREAMS) cache.delete(cache.keys().next().value!);
  }
  if (version && events.length > SNAPSHOT_AFTER) await store.writeSnapshot(streamId, { version, revision, state }).catch(() => undefined);
  return { state, revision };
}

/** A decision: pure, given the stream's state and what was read for it (`read`); it never awaits. */
export type Decide<S, E, F = undefined> = (state: S, facts: F) => E[];

/**
 * What a command does around its decision, on every attempt (a conflict decides again):
 * `read` fetches what the decision needs besides its own stream's state (another stream's
 * state) before `decide`; `beforeAppend` writes what must exist before its events land (a slug's
 * reservation, on its own stream) after `decide`. Deciders stay pure: all I/O is before or after.
 */
export interface AroundDecide<S, E, F> {
  read?: (state: S) => Promise<F>;
  beforeAppend?: (state: S, events: E[]) => Promise<void>;
}

export type CommandOptions<S, E, F> = AroundDecide<S, E, F> & { subjects?: number[]; attempts?: number };

/**
 * Load, decide, append with the exact revision; on a concurrency conflict reload and decide
 * again, a bounded number of times, then 409. `decide` may throw a DomainError, in which case
 * nothing is appended. With an Idempotency-Key the command runs under the key's record
 * (`keyedCommand`), the one rule that makes a retry exact on both adapters.
 */
export async function handleCommand<S, E extends DomainEvent, F = undefined>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, E>,
  decide: Decide<S, E, F>,
  ctx: CommandContext,
  opts: CommandOptions<S, E, F> = {},
): Promise<AppendResult & { events: E[] }> {
  if (ctx.idempotencyKey) {
    const { read, beforeAppend, ...rest } = opts;
    const spec = {
      command: `stream:${streamId}`,
      input: null,
      prepare: existingStream(streamId, null),
      decider,
      decide: (s: S, _r: null, facts: F) => decide(s, facts),
      ...(read ? { read: (s: S) => read(s) } : {}),
      ...(beforeAppend ? { beforeAppend: (s: S, events: E[]) => beforeAppend(s, events) } : {}),
      ...rest,
    };
    return keyedCommand(store, ctx, ctx.idempotencyKey, spec);
  }
  return appendDecided(store, streamId, decider, decide, ctx, opts);
}

/**
 * Commands on one stream take turns within this process, so each loads the state the one before
 * it appended instead of all reading the same revision and racing to append: ten concurrent
 * profile saves by one member answered about half of them 409 after four tries each (the bench's
 * HTTP command row). A stream's first command starts at once; only the ones behind it wait.
 * Other processes' writes still meet the exact revision and the retry in `appendDecided`.
 */
const turns = new WeakMap<EventStore, Map<string, Promise<void>>>();

function inTurn<T>(store: EventStore, streamId: string, run: () => Promise<T>): Promise<T> {
  let queue = turns.get(store);
  if (!queue) turns.set(store, (queue = new Map()));
  const before = queue.get(streamId);
  const mine = before ? before.then(run) : run();
  const done = mine.then(
    () => undefined,
    () => undefined,
  );
  queue.set(streamId, done);
  void done.then(() => {
    if (queue.get(streamId) === done) queue.delete(streamId);
  });
  return mine;
}

/** The unkeyed loop: random event ids, so only the exact revision stops a double write. */
export function appendDecided<S, E extends DomainEvent, F = undefined>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, E>,
  decide: Decide<S, E, F>,
  ctx: CommandContext,
  opts: CommandOptions<S, E, F> = {},
): Promise<AppendResult & { events: E[] }> {
  const attempts = opts.attempts ?? 4;
  return inTurn(store, streamId, async () => {
    for (let attempt = 1; ; attempt++) {
      const { state, revision } = await loadState(store, streamId, decider);
      const facts = opts.read ? await opts.read(state) : (undefined as F);
      const events = decide(state, facts);
      if (events.length === 0) return { nextRevision: revision, position: (await store.head()) ?? '', events };
      await opts.beforeAppend?.(state, events);
      try {
        const res = await store.append(streamId, toNewEvents(events, ctx, streamId, opts.subjects), revision < 0 ? 'no_stream' : revision);
        return { ...res, events };
      } catch (err) {
        if (!(err instanceof WrongExpectedRevisionError)) throw err;
        if (attempt >= attempts) throw conflict();
      }
    }
  });
}
