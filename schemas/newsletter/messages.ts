/** Newsletter texts: SPEC sections 2, 5 and 8, and clear ones where the spec has none. */
export const newsletterMessages = {
  // Request schema (SPEC 5).
  invalidEmail: 'Invalid email address.',
  categoryIds: 'categoryIds must be a list of whole numbers',
  preferences: 'preferences must be a list of whole numbers',
  preferencesRequired: 'Please select at least one category.',
  unknownCategory: 'One of the chosen categories does not exist.',
  source: "source must be 'homepage' or 'newsletter-page'",
  token: 'This link is invalid or has expired. Please use the newest email we sent you.',
  // Form (SPEC 5).
  formEmail: 'Please enter a valid email address.',
  formCategory: 'Please select at least one category.',
  formPrivacy: 'You must agree to the privacy policy.',
  // Answers. `subscribed` is the same whether or not the address was known; the form shows it under its
  // 'Thank You!' heading (thankYou), so it does not thank a second time.
  subscribed: 'Please check your inbox and follow the link to confirm your subscription.',
  thankYou: 'Thank You!',
  confirmed: 'Your subscription is confirmed. Welcome!',
  neutralLookup: 'If this address is subscribed, we have sent it a link to manage its preferences.',
  notFound: 'No subscription found for this email.',
  notOwner: 'To manage this address, use the link in one of our emails, or request a new link below.',
  preferencesSaved: 'Your preferences have been saved.',
  unsubscribedAll: 'You have been unsubscribed from all newsletters.',
  unsubscribeConfirm: 'Are you sure you want to unsubscribe from all newsletters?',
  // Errors (SPEC 8).
  categoriesFailed: 'Could not load categories.',
  subscriptionFailed: 'Subscription failed. Please try again.',
  updateFailed: 'Failed to update preferences. Please try again.',
  unknownError: 'An unknown error occurred.',
} as const;

export const NEWSLETTER_SOURCES = ['homepage', 'newsletter-page'] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];
/** 'pending' until the emailed confirmation link is followed (double opt-in). */
export type SubscriptionStatus = 'pending' | 'subscribed' | 'unsubscribed';
