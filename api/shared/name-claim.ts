import type { Decider, DomainEvent } from './command.js';

/**
 * Whether a unique name (a slug) held on a reservation stream may be taken by `claimant`,
 * decided from the reservation and its holder's own stream, never from a read model. A name is
 * free when nobody holds it, when its holder is deleted, or when its holder uses another name and
 * has moved on since reserving this one (its stream went past the revision the reservation
 * named: the command that reserved it finished or failed). A holder that never got to use it (a
 * crash between the two appends) frees it after the grace period. Article and interview slugs
 * follow it (api/articles/article.decider.ts `slugClaim`, api/experts/interview-slugs.ts).
 */
export interface NameReservation {
  holder: number | null;
  /** The holder's stream revision its command appended after. */
  holderRevision: number;
  reservedAt: string | null;
}

export interface NameHolder {
  status: string;
  revision: number;
  /** The name the holder uses now (absent when it does not exist or is deleted). */
  name?: string;
}

/** How long a reservation whose holder has not (yet) used it stays held: far longer than any request. */
export const NAME_RESERVATION_GRACE_MS = 5 * 60_000;

export function nameClaim(r: NameReservation, holder: NameHolder | null, claimant: number, name: string, now: Date): 'mine' | 'free' | 'taken' {
  if (r.holder === null) return 'free';
  if (r.holder === claimant) return 'mine';
  if (!holder || holder.status === 'deleted') return 'free';
  if (holder.status !== 'none' && holder.name === name) return 'taken';
  if (holder.status !== 'none' && holder.revision > r.holderRevision) return 'free';
  const since = r.reservedAt ? now.getTime() - Date.parse(r.reservedAt) : Infinity;
  return since > NAME_RESERVATION_GRACE_MS ? 'free' : 'taken';
}

/**
 * A reservation stream as folded: the reservation, the id of the event that made it (a keyed
 * create's retry finds its own reservation by it) and the stream's revision.
 */
export type NameReservationState = NameReservation & { eventId: string | null; revision: number };

/** An event as read back from the store: its id and time are part of a reservation's state. */
export type Recorded<E extends DomainEvent> = E & { id?: string; metadata?: { at: string } };

/**
 * The decider of a name's reservation stream. `reservation` reads a reservation event (its holder,
 * the holder stream's revision its command appends after, and whatever else `X` the feature
 * keeps), `release` the holder a release event lets go of; both null for any other event, which
 * only counts in the revision. A release by anyone but the holder changes nothing; a released
 * name keeps its last reservation's revision and time, with `unheld` for `X`. Folded from
 * recorded events, so `loadState` hands `evolve` the recorded event. `evolve` is this file's for
 * every feature: bump `snapshotVersion` whenever `reservation` or `release` change.
 */
export function nameReservationDecider<E extends DomainEvent, X extends object = object>(spec: {
  reservation: (e: E) => ({ holder: number; holderRevision: number } & X) | null;
  release: (e: E) => number | null;
  unheld: X;
  snapshotVersion: number;
}): Decider<NameReservationState & X, Recorded<E>> & { initialState: NameReservationState & X; snapshotVersion: number } {
  const { reservation, release, unheld } = spec;
  return {
    initialState: { holder: null, holderRevision: -1, reservedAt: null, eventId: null, revision: -1, ...unheld },
    snapshotVersion: spec.snapshotVersion,
    evolve(state, e) {
      const revision = state.revision + 1;
      const reserved = reservation(e);
      if (reserved) return { ...reserved, reservedAt: e.metadata?.at ?? null, eventId: e.id ?? null, revision };
      const released = release(e);
      if (released !== null && released === state.holder) return { ...state, ...unheld, holder: null, revision };
      return { ...state, revision };
    },
  };
}
