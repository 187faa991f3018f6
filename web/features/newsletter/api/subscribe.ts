import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { postJson } from '../../../lib/http';
import { useSubmission } from '../../../lib/use-submission';
import type { NewsletterAnswer, NewsletterSource } from './types';

export type SubscribeBody = { email: string; preferences: number[]; source: NewsletterSource };

export const subscribe = (body: SubscribeBody, idempotencyKey?: string) =>
  postJson<NewsletterAnswer>('/_api/newsletter/subscribe', body, m.subscriptionFailed, idempotencyKey);

/**
 * One Idempotency-Key per submission (lib/http submissionKeys): the same address and topics sent again
 * after a lost answer is a retry and gets the first answer, not a second confirmation email.
 */
export const useSubscribe = () => useSubmission(subscribe);
