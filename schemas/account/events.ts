import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';

/**
 * Account self-service events. Stream `account-deletion-<userId>` holds one
 * AccountDeletionRequested, appended at `no_stream` (a member is deleted once). It is on its
 * own stream, not `user-<id>`, so the user decider's union is untouched; every projection that
 * shows the member's personal data reacts to it by blanking that member's rows (an index on the
 * author id), so the read model forgets them without a rebuild. The member's key is destroyed
 * right after the append, so a replay from 0 unseals nothing of theirs and then blanks the same
 * rows again: the same read model either way.
 */
export const accountDeletionRequested = z.object({
  userId: entityId,
  /** Newsletter subscriptions of the member whose own keys (subject -id) were destroyed with theirs. */
  subscriptionIds: z.array(entityId),
});

export const accountEvents = { AccountDeletionRequested: accountDeletionRequested };
export type AccountEvent = EventUnion<typeof accountEvents>;

export const accountDeletionStream = (userId: number) => `account-deletion-${userId}`;
