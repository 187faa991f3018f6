import { z } from 'zod';
import { entityId, type EventUnion } from '../shared/event.js';
import { NEWSLETTER_SOURCES } from './messages.js';

/**
 * Newsletter events (ARCHITECTURE's catalogue, plus NewsletterSubscriptionConfirmed for double
 * opt-in). Streams:
 * - `newsletter-category-<categoryId>`: NewsletterCategoryCreated (staff text, in clear); staff's
 *   NewsletterCategoryEdited (the topic as it is after the edit), NewsletterCategoryRetired and
 *   NewsletterCategoryReinstated (issue 27). A retired topic is offered to no one any more; the
 *   subscribers who chose it keep it, so every subscription's choices stay valid.
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
const subscriptionRef = z.object({ subscriptionId: entityId });

/** The events of a newsletter topic's own stream (`newsletter-category-<id>`): the topic decider folds these alone. */
const topicStreamEvents = {
  NewsletterCategoryCreated: z.object({ categoryId: entityId, name: z.string(), description: z.string(), isDefault: z.boolean() }),
  /** `restoredFrom`: the revision whose fields staff restored (api/shared/stream-versions.ts). */
  NewsletterCategoryEdited: z.object({ categoryId: entityId, name: z.string(), description: z.string(), isDefault: z.boolean(), restoredFrom: z.number().optional() }),
  NewsletterCategoryRetired: z.object({ categoryId: entityId }),
  NewsletterCategoryReinstated: z.object({ categoryId: entityId }),
};
export type TopicStreamEvent = EventUnion<typeof topicStreamEvents>;

/** The event of an address's reservation stream (`newsletter-address-<hmac>`): the reservation decider's. */
const addressStreamEvents = { NewsletterAddressReserved: subscriptionRef };
export type AddressStreamEvent = EventUnion<typeof addressStreamEvents>;

/** The events of a subscription's own stream (`newsletter-subscription-<id>`): the subscription decider folds these alone. */
const subscriptionStreamEvents = {
  NewsletterSubscribed: z.object({
    subscriptionId: entityId,
    email: z.string(),
    categoryIds: z.array(entityId),
    source: z.enum(NEWSLETTER_SOURCES),
    memberId: entityId.nullable(),
  }),
  NewsletterSubscriptionConfirmed: subscriptionRef,
  NewsletterPreferencesUpdated: z.object({ subscriptionId: entityId, categoryIds: z.array(entityId) }),
  NewsletterUnsubscribed: z.object({ subscriptionId: entityId, via: z.enum(['preferences', 'one-click', 'link']) }),
};

export type SubscriptionStreamEvent = EventUnion<typeof subscriptionStreamEvents>;

export const newsletterEvents = { ...topicStreamEvents, ...addressStreamEvents, ...subscriptionStreamEvents };

export type NewsletterEvent = EventUnion<typeof newsletterEvents>;

export const newsletterStreams = {
  category: (categoryId: number) => `newsletter-category-${categoryId}`,
  address: (hmac: string) => `newsletter-address-${hmac}`,
  subscription: (subscriptionId: number) => `newsletter-subscription-${subscriptionId}`,
};
/** The stream-name prefix of reservations: the projection reads the HMAC back from the name. */
export const NEWSLETTER_ADDRESS_PREFIX = 'newsletter-address-';
/** A subscription's personal data is sealed under this key subject (negative: never a member id). */
export const subscriptionSubject = (subscriptionId: number) => -subscriptionId;
