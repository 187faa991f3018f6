import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';
import { role } from './queries.js';

/**
 * Personal data (email, display name, avatar URL) is stored encrypted with the member's
 * own key (`enc:v1:...`, see api/shared/personal-data.ts). Password hashes are argon2id
 * PHC strings, sealed the same way (events from before issue 7 hold them in the clear and
 * stay valid); a password never appears in an event.
 */
const sealed = z.string();
/**
 * Whether the password just set has the 15 characters an admin's needs (SECURITY: admins ≥15 in
 * production), recorded when the server still holds it, so a promotion to admin can be refused
 * without it (issue 27). Absent (events before issue 27): not known, so not.
 */
const adminLength = z.boolean().optional();

/** A payload that names only its member. */
const userRef = z.object({ userId: entityId });

/**
 * The staff roster: one stream through which every role change passes, appended at the exact
 * revision its command read, so two changes decided on the same roster (the demotions of the
 * last two admins) cannot both land. Each event records a member's role as of that change.
 */
export const STAFF_ROSTER_STREAM = 'staff-roster';

/** The events of a member's own stream (`user-<id>`): the user decider folds these alone. */
const userStreamEvents = {
  UserRegistered: z.object({
    userId: entityId,
    email: sealed,
    displayName: sealed,
    avatarUrl: sealed.nullable(),
    passwordHash: z.string(),
    adminLength,
    role,
    /**
     * Set on a sign-up (issue 13): the account stays pending until AccountConfirmed, and can never be
     * confirmed after this time (ISO). Absent: active at once (seeds, admin tooling, events before issue 13).
     */
    pendingUntil: z.string().optional(),
  }),
  /** The emailed link was followed: the pending account becomes active. */
  AccountConfirmed: userRef,
  ProfileUpdated: z.object({
    userId: entityId,
    displayName: sealed.optional(),
    avatarUrl: sealed.nullable().optional(),
  }),
  PasswordChanged: z.object({ userId: entityId, passwordHash: z.string(), adminLength }),
  PasswordResetRequested: z.object({
    userId: entityId,
    /** sha256 of the emailed token: the token itself is never stored. */
    tokenHash: z.string(),
    expiresAt: z.string(),
  }),
  PasswordReset: z.object({ userId: entityId, passwordHash: z.string(), adminLength, tokenHash: z.string() }),
  /** An admin gave a member another role (issue 27); the acting admin is the event's actor. */
  UserRoleChanged: z.object({ userId: entityId, role, previousRole: role }),
  /** A member asked to move their account to another address (issue 29); the emailed link confirms it. */
  EmailChangeRequested: z.object({ userId: entityId, requestId: z.string(), email: sealed, expiresAt: z.string() }),
  /** The link to the new address was followed: the account's address is this one from now on. */
  EmailChanged: z.object({ userId: entityId, requestId: z.string(), email: sealed }),
};
export type UserStreamEvent = EventUnion<typeof userStreamEvents>;

/** The events of an address's reservation stream (`user-email-<tag>`): who holds the address; the reservation decider's. */
const emailStreamEvents = {
  EmailReserved: userRef,
  /**
   * On the address's reservation stream: its holder confirmed the address, so no later sign-up can take
   * it over. Appended at the reservation's revision, so it and a concurrent sign-up cannot both win.
   */
  EmailConfirmed: userRef,
  /** On the old address's reservation stream: its holder moved to another address, which frees it. */
  EmailReleased: userRef,
};
export type EmailStreamEvent = EventUnion<typeof emailStreamEvents>;

export const authEvents = {
  ...userStreamEvents,
  ...emailStreamEvents,
  /** On STAFF_ROSTER_STREAM only. */
  StaffRoleRecorded: z.object({ userId: entityId, role }),
  /** On `sign-up-key-<sha256(Idempotency-Key)>`: a keyed sign-up ran once (no address, no name). */
  SignUpKeyClaimed: z.record(z.string(), z.never()),
};

export type AuthEvent = EventUnion<typeof authEvents>;
