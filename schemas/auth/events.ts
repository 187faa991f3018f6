import { z } from 'zod';

/**
 * Personal data (email, display name, avatar URL) is stored encrypted with the member's
 * own key (`enc:v1:...`, see api/shared/personal-data.ts). Password hashes are argon2id
 * PHC strings, sealed the same way (events from before issue 7 hold them in the clear and
 * stay valid); a password never appears in an event.
 */
const sealed = z.string();

export const userRegistered = z.object({
  userId: z.number().int().positive(),
  email: sealed,
  displayName: sealed,
  avatarUrl: sealed.nullable(),
  passwordHash: z.string(),
  role: z.enum(['user', 'admin']),
  /**
   * Set on a sign-up (issue 13): the account stays pending until AccountConfirmed, and can never be
   * confirmed after this time (ISO). Absent: active at once (seeds, admin tooling, events before issue 13).
   */
  pendingUntil: z.string().optional(),
});
/** The emailed link was followed: the pending account becomes active. */
export const accountConfirmed = z.object({ userId: z.number().int().positive() });
export const emailReserved = z.object({ userId: z.number().int().positive() });
/**
 * On the address's reservation stream: its holder confirmed the address, so no later sign-up can take
 * it over. Appended at the reservation's revision, so it and a concurrent sign-up cannot both win.
 */
export const emailConfirmed = z.object({ userId: z.number().int().positive() });
export const profileUpdated = z.object({
  userId: z.number().int().positive(),
  displayName: sealed.optional(),
  avatarUrl: sealed.nullable().optional(),
});
export const passwordChanged = z.object({ userId: z.number().int().positive(), passwordHash: z.string() });
export const passwordResetRequested = z.object({
  userId: z.number().int().positive(),
  /** sha256 of the emailed token: the token itself is never stored. */
  tokenHash: z.string(),
  expiresAt: z.string(),
});
export const passwordReset = z.object({ userId: z.number().int().positive(), passwordHash: z.string(), tokenHash: z.string() });

export type AuthEvent =
  | { type: 'UserRegistered'; data: z.infer<typeof userRegistered> }
  | { type: 'AccountConfirmed'; data: z.infer<typeof accountConfirmed> }
  | { type: 'EmailReserved'; data: z.infer<typeof emailReserved> }
  | { type: 'EmailConfirmed'; data: z.infer<typeof emailConfirmed> }
  | { type: 'ProfileUpdated'; data: z.infer<typeof profileUpdated> }
  | { type: 'PasswordChanged'; data: z.infer<typeof passwordChanged> }
  | { type: 'PasswordResetRequested'; data: z.infer<typeof passwordResetRequested> }
  | { type: 'PasswordReset'; data: z.infer<typeof passwordReset> }
  /** On `sign-up-key-<sha256(Idempotency-Key)>`: a keyed sign-up ran once (no address, no name). */
  | { type: 'SignUpKeyClaimed'; data: Record<string, never> };
