import type { ArticleDto } from '../../schemas/articles/queries.js';
import type { ForumCategoriesResponse } from '../../schemas/forum/queries.js';
import type { TestApp } from './api.js';

/**
 * What a test app started with SEED_CONTENT=1 already holds, as its public lists give it: the
 * articles and forum categories that tests comment on, link to, post in or render.
 */

/** The seeded articles, in the public list's order (its first page). */
export async function seededArticles(app: TestApp): Promise<ArticleDto[]> {
  return (await app.request().get('/_api/articles')).body.articles as ArticleDto[];
}

/** The id of the first seeded forum category. */
export async function firstForumCategoryId(app: TestApp): Promise<number> {
  return ((await app.request().get('/_api/forum/categories')).body as ForumCategoriesResponse).json[0]!.id;
}
