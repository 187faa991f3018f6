import { z } from 'zod';

/** Changing one's email address (issue 29): the words the API answers with and the screens show. */
export const emailChangeMessages = {
  emailInvalid: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your current password.',
  sameEmail: 'That is already your email address.',
  requested: 'Check your new address: we sent it a link to confirm the change. It works for 24 hours.',
  confirmed: 'Your email address has been changed.',
  invalid: 'This link is not valid or has expired. Ask for a new one in Settings.',
  taken: 'This address is already used by another account. Choose another one in Settings.',
} as const;
const m = emailChangeMessages;

/** How long the link to the new address works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;

/** POST /_api/user/email: the new address, confirmed by the current password. */
export const changeEmailInput = z.strictObject({
  newEmail: z.string({ error: m.emailInvalid }).trim().max(254, m.emailInvalid).pipe(z.email({ error: m.emailInvalid })),
  currentPassword: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(1024, m.passwordRequired),
});

/** POST /_api/user/email/confirm: the signed token of the emailed link. */
export const confirmEmailChangeInput = z.strictObject({ token: z.string({ error: m.invalid }).min(1, m.invalid).max(600, m.invalid) });
