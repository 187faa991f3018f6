import { z } from 'zod';
import { newsletterMessages as m, type SubscriptionStatus } from './messages.js';

const REPEATED = Symbol('repeated');
const single = (v: unknown) => (Array.isArray(v) ? REPEATED : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const newsletterEmail = z.string({ error: m.invalidEmail }).trim().max(254, m.invalidEmail).pipe(z.email({ error: m.invalidEmail }));
/** A signed link's token (`/newsletter?token=...`): opaque to the client. */
export const newsletterToken = z.string({ error: m.token }).trim().min(16, m.token).max(1024, m.token);

/**
 * GET /_api/newsletter/preferences?email&token. Without email and token: the categories only
 * (the signup form). With a token from an email, or as the signed-in owner of the address: the
 * subscription (or 404 'No subscription found for this email.' for the owner). Anyone else gets
 * `subscription: null` and the neutral message, whether or not the address exists.
 */
export const preferencesQuery = z.strictObject({
  email: z.preprocess((v) => blankToUndefined(single(v)), newsletterEmail.optional()),
  token: z.preprocess((v) => blankToUndefined(single(v)), newsletterToken.optional()),
});

export type NewsletterCategoryDto = { id: number; name: string; description: string; isDefault: boolean };
export type SubscriptionDto = { email: string; status: SubscriptionStatus; subscribedCategoryIds: number[] };
export type PreferencesResponse = {
  allCategories: NewsletterCategoryDto[];
  subscription: SubscriptionDto | null;
  /** Set when the caller may not see the address's subscription (the neutral answer). */
  message?: string;
};
