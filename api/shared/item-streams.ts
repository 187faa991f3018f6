import { randomUUID } from 'node:crypto';
import type { EventStore } from '../event-store/port.js';
import { derivedEventId, type CommandContext, type Decider, type DomainEvent } from './command.js';
import type { Deps } from './deps.js';
import { existingStream, runCommand, type KeyedOutcome } from './idempotency.js';

/**
 * Items kept one to a stream (a comment, a thread, a reply, an expert, an article): the stream an
 * id names, the decider that folds it, and the key its id is answered under. That key is also how
 * an idempotency record keeps the answer (`{ commentId }`, `{ threadId }`, ...), so a retry under
 * a key recorded earlier answers the same.
 */
export interface ItemStreams<K extends string, S, E extends DomainEvent> {
  idKey: K;
  stream: (id: number) => string;
  decider: Decider<S, E>;
}

/** What one command on one existing item says for itself; the rest is `runCommand`'s (idempotency.ts). */
export interface ItemCommand<S, E extends DomainEvent, F> {
  command: string;
  input: unknown;
  /** The item: its stream, and the answer the idempotency record keeps. */
  id: number;
  /** Pure: the item's state and what `read` found. */
  decide: (state: S, facts: F) => E[];
  read?: (state: S) => Promise<F>;
  beforeAppend?: (state: S, events: E[]) => Promise<void>;
  subjects?: number[];
  attempts?: number;
}

/**
 * One command on a stream that exists already, at its exact revision, through `runCommand` (with an
 * Idempotency-Key a retry answers the first result and appends nothing, T37). `recorded` is the
 * answer the idempotency record keeps, in the caller's own shape: `itemCommand`'s `{ [idKey]: id }`,
 * `onItem`'s (api/shared/staff.ts) null.
 */
export function onExistingStream<S, E extends DomainEvent, R, F = undefined>(
  store: EventStore,
  ctx: CommandContext,
  streamId: string,
  recorded: R,
  decider: Decider<S, E>,
  spec: Omit<ItemCommand<S, E, F>, 'id'>,
): Promise<KeyedOutcome<R, E>> {
  const { decide, read, beforeAppend, ...rest } = spec;
  return runCommand<S, E, R, F>(store, ctx, {
    ...rest,
    prepare: existingStream(streamId, recorded),
    decider,
    decide: (s, _r, facts) => decide(s, facts),
    ...(read ? { read: (s: S) => read(s) } : {}),
    ...(beforeAppend ? { beforeAppend: (s: S, events: E[]) => beforeAppend(s, events) } : {}),
  });
}

/**
 * The commands on existing items of one kind: each decides on the item's own stream
 * (`onExistingStream`), and the record keeps the item's id under the kind's key. Nothing is
 * allocated: a missing item is the decider's refusal.
 */
export const itemCommand =
  <K extends string, S, E extends DomainEvent>(items: ItemStreams<K, S, E>) =>
  <F = undefined>(deps: Pick<Deps, 'store'>, ctx: CommandContext, spec: ItemCommand<S, E, F>): Promise<KeyedOutcome<Record<K, number>, E>> => {
    const { id, ...command } = spec;
    return onExistingStream(deps.store, ctx, items.stream(id), { [items.idKey]: id } as Record<K, number>, items.decider, command);
  };

/**
 * The `prepare` of a command that opens a new item's stream: `check` refuses the request (a
 * missing article, a locked thread) before an id is drawn from the `kind` sequence, and the id is
 * answered under `idKey`. `runCommand` runs it once per Idempotency-Key, so a retry never
 * allocates a second id.
 */
export const newItemStream =
  <K extends string>(deps: Pick<Deps, 'store'>, spec: { kind: string; idKey: K; stream: (id: number) => string; check?: () => Promise<unknown> }) =>
  async (): Promise<{ streamId: string; result: Record<K, number> }> => {
    await spec.check?.();
    const id = await deps.store.nextId(spec.kind);
    return { streamId: spec.stream(id), result: { [spec.idKey]: id } as Record<K, number> };
  };

/**
 * The `prepare` of a create that reserves its item's unique slug (articles, interviews): the id is
 * allocated and the slug claimed for it on the slug's reservation stream (`slugStream`) before the
 * item's first event. Keyed copies of one request derive one reservation event id, so a later copy
 * finds the slug reserved under it and adopts the id the first copy allocated rather than
 * allocating another; an unkeyed create reserves under an id of its own.
 */
export function newSluggedItemStream<K extends string>(
  deps: Pick<Deps, 'store'>,
  ctx: CommandContext,
  spec: {
    kind: string;
    idKey: K;
    stream: (id: number) => string;
    slugStream: string;
    /** The item holding the slug under exactly this reservation event id, if one does. */
    reservedBy: (reservation: string) => Promise<number | null>;
    /** Reserves the slug for a newly allocated id (whose stream has no event yet). */
    claim: (id: number, reservation: string) => Promise<void>;
  },
): () => Promise<{ streamId: string; result: Record<K, number> }> {
  const key = ctx.idempotencyKey;
  const reservation = key ? derivedEventId(ctx, key, spec.slugStream, 0) : randomUUID();
  return async () => {
    let id = key ? await spec.reservedBy(reservation) : null;
    if (id === null) {
      const allocated = await deps.store.nextId(spec.kind);
      await spec.claim(allocated, reservation);
      id = (key ? await spec.reservedBy(reservation) : null) ?? allocated;
    }
    return { streamId: spec.stream(id), result: { [spec.idKey]: id } as Record<K, number> };
  };
}
