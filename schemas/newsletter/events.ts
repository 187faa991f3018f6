import type { NewsletterSource } from './messages.js';

/**
 * Newsletter events (ARCHITECTURE's catalogue, plus NewsletterSubscriptionConfirmed for double
 * opt-in). Streams:
 * - `newsletter-category-<categoryId>`: NewsletterCategoryCreated (staff text, in clear).
 * - `newsletter-address-<hmac>`: reserves an address (normalised: trimmed, lower-case) for one
 *   subscription id, appended with `no_stream`; the name is a keyed HMAC, never the address.
 * - `newsletter-subscription-<subscriptionId>`: the rest. The address is personal data, sealed
 *   (`enc:v1:`) with the subscription's own key (subject -subscriptionId), so erasing it is
 *   destroying that key.
 *
 * The reservation stream holds one NewsletterAddressReserved, its subscription id for ever.
 *
 * NewsletterSubscribed records a request: the categories asked for wait for the confirmation
 * link; a confirmed subscription keeps its categories until the new request is confirmed.
 */
export type NewsletterEvent =
  | { type: 'NewsletterAddressReserved'; data: { subscriptionId: number } }
  | { type: 'NewsletterCategoryCreated'; data: { categoryId: number; name: string; description: string; isDefault: boolean } }
  | {
      type: 'NewsletterSubscribed';
      data: { subscriptionId: number; email: string; categoryIds: number[]; source: NewsletterSource; memberId: number | null };
    }
  | { type: 'NewsletterSubscriptionConfirmed'; data: { subscriptionId: number } }
  | { type: 'NewsletterPreferencesUpdated'; data: { subscriptionId: number; categoryIds: number[] } }
  | { type: 'NewsletterUnsubscribed'; data: { subscriptionId: number; via: 'preferences' | 'one-click' | 'link' } };

export const newsletterStreams = {
  category: (categoryId: number) => `newsletter-category-${categoryId}`,
  address: (hmac: string) => `newsletter-address-${hmac}`,
  subscription: (subscriptionId: number) => `newsletter-subscription-${subscriptionId}`,
};
/** The stream-name prefix of reservations: the projection reads the HMAC back from the name. */
export const NEWSLETTER_ADDRESS_PREFIX = 'newsletter-address-';
/** A subscription's personal data is sealed under this key subject (negative: never a member id). */
export const subscriptionSubject = (subscriptionId: number) => -subscriptionId;
