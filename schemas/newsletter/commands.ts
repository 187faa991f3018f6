import { z } from 'zod';
import { NEWSLETTER_SOURCES, newsletterMessages as m } from './messages.js';
import { newsletterEmail, newsletterToken } from './queries.js';

const categoryId = (message: string) => z.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);
const idList = (message: string) => z.array(categoryId(message), { error: message }).max(50, message);

/** POST /_api/newsletter/subscribe (Idempotency-Key accepted). */
export const subscribeCommand = z.strictObject({
  email: newsletterEmail,
  preferences: idList(m.preferences).min(1, m.preferencesRequired),
  source: z.enum(NEWSLETTER_SOURCES, { error: m.source }),
});
export type SubscribeCommand = z.infer<typeof subscribeCommand>;

/**
 * POST /_api/newsletter/preferences. Allowed with `token` (a signed manage link) or as the
 * signed-in owner of `email`; an empty list unsubscribes from all.
 */
export const updatePreferencesCommand = z.strictObject({
  email: newsletterEmail.optional(),
  categoryIds: idList(m.categoryIds),
  token: newsletterToken.optional(),
});
export type UpdatePreferencesCommand = z.infer<typeof updatePreferencesCommand>;

/** POST /_api/newsletter/confirm: the confirmation page posts the token from the email link. */
export const confirmCommand = z.strictObject({ token: newsletterToken });

/** POST /_api/newsletter/manage-link: emails the owner a link; the answer is always the neutral one. */
export const manageLinkCommand = z.strictObject({ email: newsletterEmail });

/** POST /_api/newsletter/unsubscribe?token: RFC 8058 one-click (form body `List-Unsubscribe=One-Click`) or JSON `{ token }`. */
export const unsubscribeCommand = z.strictObject({ token: newsletterToken });

export type NewsletterAnswer = { success: true; message: string };
