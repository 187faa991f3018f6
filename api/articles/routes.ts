import Router from '@koa/router';
import { articleBySlugQuery, articleMessages, listArticlesQuery } from '../../schemas/articles/queries.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { noQuery, parseQuery } from '../shared/validation.js';
import { listFeatured, listPublishedPage, publishedBySlug } from './queries.js';

export function articleRoutes(deps: Deps) {
  const r = new Router();
  // The same for every reader: served from the answer cache while the read model stays put. A URL
  // found there was valid when it was computed, and validation depends on the URL alone.
  r.get('/_api/articles', (ctx) => {
    deps.answers.send(ctx, () => listPublishedPage(deps.rm, parseQuery(listArticlesQuery, ctx.query)));
  });
  r.get('/_api/articles/featured', (ctx) => {
    deps.answers.send(ctx, () => {
      noQuery(ctx);
      return { articles: listFeatured(deps.rm) };
    });
  });
  r.get('/_api/articles/article', (ctx) => {
    deps.answers.send(ctx, () => {
      const q = parseQuery(articleBySlugQuery, ctx.query);
      const article = publishedBySlug(deps.rm, q.slug);
      if (!article) throw notFound(articleMessages.notFound);
      return { article };
    });
  });
  return r;
}
