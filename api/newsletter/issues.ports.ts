import type { NewsletterArticleCard } from '../../schemas/newsletter/issues.js';
import { serviceKey } from '../shared/services.js';

/** What newsletter issues need of articles and of auth (issue 28), wired by the composition root (api/ports.ts). */
export interface NewsletterIssuePorts {
  /** The published articles of `ids` as cards, in that order (an unpublished or missing one left out); `url` absolute. */
  articleCards(ids: number[]): NewsletterArticleCard[];
  /** The staff member (a role with any staff capability) whose account address this is, or null. */
  staffMemberByEmail(email: string): { userId: number } | null;
}

export const newsletterIssuePorts = serviceKey<NewsletterIssuePorts>('newsletter.issue-ports');
