import { z } from 'zod';
import { codePointLength } from '../shared/event.js';
import { isReservedDisplayName, normaliseDisplayName, onlyInvisible } from './display-name.js';
import { authMessages as m } from './messages.js';

/**
 * Password rules of SPEC section 5 plus SECURITY 2-B: 8 to 128 code points, a lowercase
 * letter, an uppercase letter and a number. No trimming or normalisation: the password
 * is verified exactly as typed.
 */
export const passwordRules = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .refine((s) => codePointLength(s) >= 8, { message: tooShort, abort: true })
    .refine((s) => codePointLength(s) <= 128, { message: m.passwordTooLong, abort: true })
    .refine((s) => /\p{Ll}/u.test(s), { message: m.passwordLower, abort: true })
    .refine((s) => /\p{Lu}/u.test(s), { message: m.passwordUpper, abort: true })
    .refine((s) => /\p{Nd}/u.test(s), { message: m.passwordNumber, abort: true });

const email = (message: string) => z.string({ error: message }).trim().max(254, message).pipe(z.email({ error: message }));

/** Measured, stored and shown in its normalised form (see display-name.ts); staff names are reserved. */
export const displayName = z
  .string({ error: m.displayNameTooShort })
  .refine((s) => !onlyInvisible(s), { message: m.displayNameInvisible, abort: true })
  .transform(normaliseDisplayName)
  .refine((s) => codePointLength(s) >= 3, { message: m.displayNameTooShort, abort: true })
  .refine((s) => codePointLength(s) <= 50, { message: m.displayNameTooLong, abort: true })
  .refine((s) => !/[\u0000-\u001f\u007f-\u009f]/.test(s), { message: m.displayNameTooShort, abort: true })
  .refine((s) => !isReservedDisplayName(s), { message: m.displayNameReserved });

export * from './avatar-path.js';
import { AVATAR_PATH } from './avatar-path.js';

export const avatarUrl = z.union([
  z.literal('').transform(() => null),
  z.null(),
  z.string({ error: m.avatarUrlInvalid }).max(100, m.avatarUrlInvalid).regex(AVATAR_PATH, m.avatarUrlInvalid),
], { error: m.avatarUrlInvalid });

export const loginInput = z.strictObject({
  email: email(m.emailRequired),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1024, m.passwordTooLong),
});

export const registerInput = z
  .strictObject({
    displayName,
    email: email(m.emailInvalid),
    password: passwordRules(m.passwordTooShort),
    confirmPassword: z.string({ error: m.passwordsMismatch }),
    ageConfirmed: z.literal(true, { error: m.ageRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: m.passwordsMismatch, path: ['confirmPassword'] });

export const updateProfileInput = z.strictObject({
  displayName: displayName.optional(),
  avatarUrl: avatarUrl.optional(),
});

export const changePasswordInput = z
  .strictObject({
    currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired).max(1024),
    newPassword: passwordRules(m.newPasswordTooShort),
    confirmNewPassword: z.string({ error: m.newPasswordsMismatch }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, { message: m.newPasswordsMismatch, path: ['confirmNewPassword'] });

export const requestPasswordResetInput = z.strictObject({ email: email(m.emailInvalid) });

export const confirmPasswordResetInput = z
  .strictObject({
    token: z.string({ error: m.tokenRequired }).min(1, m.tokenRequired).max(200, m.resetInvalid),
    newPassword: passwordRules(m.newPasswordTooShort),
    confirmNewPassword: z.string({ error: m.newPasswordsMismatch }),
  })
  .refine((v) => v.newPassword === v.confirmNewPassword, { message: m.newPasswordsMismatch, path: ['confirmNewPassword'] });

/** The signed token of the emailed sign-up link (api/auth/confirm-token.ts). */
export const confirmRegistrationInput = z.strictObject({
  token: z.string({ error: m.confirmInvalid }).min(1, m.confirmInvalid).max(500, m.confirmInvalid),
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type UpdateProfileInput = z.infer<typeof updateProfileInput>;
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;
