import { serviceKey } from '../shared/services.js';

/** What comments need of articles, wired by the composition root (api/ports.ts). */
export interface CommentsPorts {
  /** Refuses (404 'Article not found') unless the article's stream shows it published: a decision's input. */
  assertPublishedArticle(articleId: number): Promise<void>;
  /** Whether the read model shows the article published (its comment list answers 404 otherwise). */
  isPublishedArticle(articleId: number): boolean;
}

export const commentsPorts = serviceKey<CommentsPorts>('comments.ports');
