import { z } from 'zod';
import type { EventUnion } from './event.js';

/**
 * Acknowledged work (issue 24): what a request promised to do after its answer (a sign-up's
 * account and link, a newsletter subscription and its confirmation mail, a reset link, a
 * manage link, a contact message, a deleted account's clean-up) is written to the log as
 * WorkRequested before the answer is sent, and done from there, at least once, by whichever
 * process claims it: the one that answered, or any process's sweep after a crash.
 *
 * Stream `work-<uuid>`:
 * - WorkRequested: the kind and its input, sealed (AES-256-GCM) under the item's own key
 *   (`subject`), which is destroyed once the item is done or abandoned: the log keeps no
 *   address, name or password hash of finished work (crypto-shredding, as for members).
 * - WorkClaimed: a process took the item until `until` (its lease); after that another may.
 * - WorkCompleted / WorkAbandoned (after MAX_WORK_ATTEMPTS failed claims): the item is done.
 */
export const workEvents = {
  WorkRequested: z.object({ kind: z.string(), subject: z.number(), payload: z.string() }),
  WorkClaimed: z.object({ by: z.string(), until: z.string(), attempt: z.number() }),
  WorkCompleted: z.object({ by: z.string() }),
  WorkAbandoned: z.object({ by: z.string(), reason: z.string() }),
};
export type WorkEvent = EventUnion<typeof workEvents>;

export const WORK_STREAM_PREFIX = 'work-';
export const workStream = (workId: string) => `${WORK_STREAM_PREFIX}${workId}`;

/**
 * Key subjects of work items: below every subscription's (-id) and member's (id), so the
 * three never share a key.
 */
const WORK_SUBJECT_BASE = 2 ** 40;
export const workSubject = (n: number) => -(WORK_SUBJECT_BASE + n);

export const MAX_WORK_ATTEMPTS = 5;
