import type { SubscriptionDto } from '../../../../schemas/newsletter/queries';

export type {
  NewsletterCategoryDto as NewsletterCategory,
  PreferencesResponse,
  SubscriptionDto as Subscription,
} from '../../../../schemas/newsletter/queries';
export type { NewsletterAnswer } from '../../../../schemas/newsletter/commands';
export type { NewsletterSource, SubscriptionStatus } from '../../../../schemas/newsletter/messages';

/** POST /_api/newsletter/preferences answers with the subscription as saved. */
export type PreferencesSaved = { success: true; message: string; subscription: SubscriptionDto };
