import Router from '@koa/router';
import { articleBySlugQuery, articleMessages, listArticlesQuery } from '../../schemas/articles/queries.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { noQuery, parseQuery } from '../shared/validation.js';
import { listFeatured, listPublishedPage, publishedBySlug } from './queries.js';

export function articleRoutes(deps: Deps) {
  const r = new Router();
  r.get('/_api/articles', (ctx) => {
    const q = parseQuery(listArticlesQuery, ctx.query);
    ctx.body = listPublishedPage(deps.rm, q);
  });
  r.get('/_api/articles/featured', (ctx) => {
    noQuery(ctx);
    ctx.body = { articles: listFeatured(deps.rm) };
  });
  r.get('/_api/articles/article', (ctx) => {
    const q = parseQuery(articleBySlugQuery, ctx.query);
    const article = publishedBySlug(deps.rm, q.slug);
    if (!article) throw notFound(articleMessages.notFound);
    ctx.body = { article };
  });
  return r;
}
