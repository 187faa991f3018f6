import { randomUUID } from 'node:crypto';
import { v5 as uuidv5 } from 'uuid';
import type { ActorRole } from '../../schemas/shared/event.js';
import { WrongExpectedRevisionError, type AppendResult, type EventStore, type NewEvent } from '../event-store/port.js';
import { conflict } from './errors.js';

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
}

const NAMESPACE = '6f1c1f2e-8d3b-4c59-9a41-3b8f0f5c2a10';

/** Event ids: UUIDv5 of the idempotency key, stream and index, so a retried command dedupes. */
export function toNewEvents(events: DomainEvent[], ctx: CommandContext, streamId: string, subjects?: number[]): NewEvent[] {
  return events.map((e, i) => ({
    id: ctx.idempotencyKey ? uuidv5(`${ctx.actorId ?? 'anon'}:${ctx.idempotencyKey}:${streamId}:${i}`, NAMESPACE) : randomUUID(),
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
type Folded = { state: unknown; revision: number };
const folded = new WeakMap<EventStore, WeakMap<object, Map<string, Folded>>>();

function cacheFor(store: EventStore, decider: object): Map<string, Folded> {
  let byDecider = folded.get(store);
  if (!byDecider) folded.set(store, (byDecider = new WeakMap()));
  let cache = byDecider.get(decider);
  if (!cache) byDecider.set(decider, (cache = new Map()));
  return cache;
}

/**
 * Folds a stream into the decider's state. Streams are append-only and events immutable, so
 * the state folded up to revision N stays true forever: it is cached (LRU) and only newer
 * events are read, which keeps a long-lived stream (a member's profile edits) cheap to load.
 */
export async function loadState<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, E>) {
  const cache = cacheFor(store, decider);
  const hit = cache.get(streamId) as { state: S; revision: number } | undefined;
  const events = await store.readStream(streamId, hit ? hit.revision + 1 : 0);
  const state = events.reduce((s, e) => decider.evolve(s, e as unknown as E), hit?.state ?? decider.initialState);
  const revision = events.length ? events[events.length - 1]!.revision : (hit?.revision ?? -1);
  if (revision >= 0) {
    cache.delete(streamId);
    cache.set(streamId, { state, revision });
    if (cache.size > MAX_CACHED_STREAMS) cache.delete(cache.keys().next().value!);
  }
  return { state, revision };
}

/**
 * Load, decide, append with the exact revision; on a concurrency conflict reload and decide
 * again, a bounded number of times, then 409. `decide` is pure and may throw a DomainError,
 * in which case nothing is appended.
 */
export async function handleCommand<S, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<S, E>,
  decide: (state: S) => E[],
  ctx: CommandContext,
  opts: { subjects?: number[]; attempts?: number } = {},
): Promise<AppendResult & { events: E[] }> {
  const attempts = opts.attempts ?? 4;
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadState(store, streamId, decider);
    const events = decide(state);
    if (events.length === 0) return { nextRevision: revision, position: (await store.head()) ?? '', events };
    try {
      const res = await store.append(streamId, toNewEvents(events, ctx, streamId, opts.subjects), revision < 0 ? 'no_stream' : revision);
      return { ...res, events };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevisionError)) throw err;
      if (attempt >= attempts) throw conflict();
    }
  }
}
