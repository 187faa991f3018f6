/**
 * Whether a unique name (a slug) held on a reservation stream may be taken by `claimant`,
 * decided from the reservation and its holder's own stream, never from a read model. A name is
 * free when nobody holds it, when its holder is deleted, or when its holder uses another name and
 * has moved on since reserving this one (its stream went past the revision the reservation
 * named: the command that reserved it finished or failed). A holder that never got to use it (a
 * crash between the two appends) frees it after the grace period. Articles' slugs follow the same
 * rule (api/articles/article.decider.ts `slugClaim`); interview slugs use this one.
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
