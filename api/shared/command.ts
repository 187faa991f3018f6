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

export async function loadState<S, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, E>) {
  const events = await store.readStream(streamId);
  const state = events.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState);
  return { state, revision: events.length - 1 };
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
