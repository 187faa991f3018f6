import Router from '@koa/router';
import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { routeTable } from './route-table.js';

describe('routeTable: many routers as one middleware', () => {
  const seen: string[] = [];
  const articles = new Router();
  articles.get('/_api/articles/article', (ctx) => void (ctx.body = { from: 'articles' }));
  const comments = new Router();
  comments.use(async (_ctx, next) => {
    seen.push('comments router ran');
    await next();
  });
  comments.get('/_api/articles/comments', (ctx) => void (ctx.body = { from: 'comments' }));
  comments.post('/_api/articles/comments', (ctx) => void (ctx.body = { posted: true }));
  const pages = new Router();
  pages.get('/articles/:slug/og.png', (ctx) => void (ctx.body = { og: ctx.params.slug }));
  const first = new Router();
  first.get('/_api/auth/session', (ctx) => void (ctx.body = { from: 'first' }));
  const second = new Router();
  second.get('/_api/auth/session', (ctx) => void (ctx.body = { from: 'second' }));
  const app = new Koa();
  app.use(routeTable([articles, comments, pages, first, second]));
  app.use(async (ctx, next) => {
    if (ctx.method === 'GET') ctx.body = { fellThrough: ctx.path };
    else await next();
  });
  const http = supertest(app.callback());

  it('reaches the router of the path, keeps router order, and falls through when none matches', async () => {
    seen.length = 0;
    expect((await http.get('/_api/articles/article')).body).toEqual({ from: 'articles' });
    // A router's own middleware runs only when one of its routes matches, as when mounted in a row.
    expect(seen).toEqual([]);
    expect((await http.get('/_api/articles/comments')).body).toEqual({ from: 'comments' });
    expect(seen).toEqual(['comments router ran']);
    expect((await http.get('/_api/auth/session')).body).toEqual({ from: 'first' });
    expect((await http.get('/articles/some-slug/og.png')).body).toEqual({ og: 'some-slug' });
    expect((await http.get('/_api/forum/thread')).body).toEqual({ fellThrough: '/_api/forum/thread' });
    expect((await http.get('/')).body).toEqual({ fellThrough: '/' });
  });

  it('matches case-insensitively and with a trailing slash, as @koa/router does', async () => {
    expect((await http.get('/_API/Articles/Article')).body).toEqual({ from: 'articles' });
    expect((await http.get('/_api/articles/article/')).body).toEqual({ from: 'articles' });
  });

  it('answers a known path with another method through allowedMethods (405 with Allow)', async () => {
    const res = await http.delete('/_api/articles/comments');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toContain('POST');
  });
});
