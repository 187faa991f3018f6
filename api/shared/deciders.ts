import type { Decider, DomainEvent } from './command.js';
import { conflict, notFound } from './errors.js';

/**
 * A decider whose state carries its stream's revision (-1 before the first event): `next` folds
 * an event into the state and the revision counts every event, whatever `next` does with it.
 * `evolve`'s own source does not show `next`, so the snapshot fingerprint (api/shared/command.ts)
 * cannot see a change to it: bump `snapshotVersion` whenever `next` or the state's shape changes.
 */
export function revisionCounted<S extends { revision: number }, E extends DomainEvent>(spec: {
  initialState: S;
  snapshotVersion: number;
  next: (state: S, e: E) => S;
}): Decider<S, E> & { initialState: S } {
  const { next } = spec;
  return {
    initialState: spec.initialState,
    snapshotVersion: spec.snapshotVersion,
    evolve: (state, e) => ({ ...next(state, e), revision: state.revision + 1 }),
  };
}

type Created<S extends { status: string }> = Exclude<S, { status: 'none' }>;

/**
 * An event that changes an item once its stream holds it: the state with `patch` applied, or, before
 * the item's first event (never so in a log, but a fold stays total), the state as it is. Called
 * from `evolve`, whose own source alone makes the snapshot fingerprint: a change here must bump the
 * `snapshotVersion` of the deciders that use it.
 */
export function onceCreated<S extends { status: string }>(state: S, patch: Partial<Created<S>> | ((s: Created<S>) => Partial<Created<S>>)): S {
  if (state.status === 'none') return state;
  const s = state as Created<S>;
  return { ...s, ...(typeof patch === 'function' ? patch(s) : patch) } as S;
}

/**
 * A staff item a command may still change: 404 with `notFound` unless its state is `live`, 409
 * with `stale` when the editor loaded another revision than the item's own (`expectedRevision`,
 * left out by the commands that need no editor's view: archive, retire, delete).
 */
export function liveItem<S extends { status: string }, K extends S['status']>(
  state: S,
  live: K,
  messages: { notFound: string; stale: string },
  expectedRevision?: number,
): Extract<S, { status: K; revision: number }> {
  if (state.status !== live) throw notFound(messages.notFound);
  const s = state as Extract<S, { status: K; revision: number }>;
  if (expectedRevision !== undefined && expectedRevision !== s.revision) throw conflict(messages.stale);
  return s;
}

/**
 * An edit that sends some of an item's fields: the fields as they are after it, or null when it
 * changes none (an edit that changes nothing appends nothing). Only `current`'s keys are read
 * from `sent`, so the command's other keys (its id, `expectedRevision`) never leak into the event;
 * values compare as JSON (a list of terms is equal when its items are, in order).
 */
export function editedFields<F extends Record<string, unknown>>(current: F, sent: Partial<F>): F | null {
  const after = { ...current };
  for (const key of Object.keys(current) as (keyof F)[]) if (sent[key] !== undefined) after[key] = sent[key] as F[keyof F];
  const changed = (Object.keys(current) as (keyof F)[]).some((key) => JSON.stringify(after[key]) !== JSON.stringify(current[key]));
  return changed ? after : null;
}
