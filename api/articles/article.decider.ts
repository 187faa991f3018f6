import type { ArticleEvent, ArticleFields, SanitizedContent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { badRequest, notFound } from '../shared/errors.js';

export const articleStream = (id: number) => `article-${id}`;
export const articleSlugStream = (slug: string) => `article-slug-${slug}`;

export type ArticleState =
  | { status: 'none' }
  | { status: 'draft' | 'published'; id: number; slug: string }
  | { status: 'deleted'; id: number };

export const articleDecider = {
  initialState: { status: 'none' } as ArticleState,
  evolve(state: ArticleState, e: ArticleEvent): ArticleState {
    switch (e.type) {
      case 'ArticleCreated':
        return { status: 'draft', id: e.data.articleId, slug: e.data.slug };
      case 'ArticleEdited':
        return state.status === 'draft' || state.status === 'published' ? { ...state, slug: e.data.slug ?? state.slug } : state;
      case 'ArticlePublished':
        return state.status === 'draft' ? { ...state, status: 'published' } : state;
      case 'ArticleUnpublished':
        return state.status === 'published' ? { ...state, status: 'draft' } : state;
      case 'ArticleDeleted':
        return state.status === 'none' ? state : { status: 'deleted', id: e.data.articleId };
      case 'ArticleSlugReserved':
        return state;
      default: {
        const never: never = e;
        return never;
      }
    }
  },
};

/**
 * Article HTML is sanitised once, when the command is accepted: the event keeps the raw HTML
 * and the safe form with its policy version, so projecting (and every replay) copies it.
 * The sanitiser is deterministic (no time, no randomness), so deciding stays pure.
 */
export const sanitizedContent = (content: string): Required<SanitizedContent> => ({ safeContent: sanitizeHtml(content), htmlPolicy: HTML_POLICY_VERSION });

export function createArticle(state: ArticleState, cmd: ArticleFields & { articleId: number; authorId: number; published: boolean }): ArticleEvent[] {
  if (state.status !== 'none') throw badRequest('Article already exists', 'article_exists');
  const { published, ...fields } = cmd;
  const events: ArticleEvent[] = [{ type: 'ArticleCreated', data: { ...fields, ...sanitizedContent(fields.content) } }];
  if (published) events.push({ type: 'ArticlePublished', data: { articleId: cmd.articleId } });
  return events;
}

/** Comments may only be written under a published article. */
export function assertPublished(state: ArticleState): { id: number } {
  if (state.status !== 'published') throw notFound('Article not found');
  return state;
}
