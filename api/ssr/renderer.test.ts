import { execFileSync } from 'node:child_process';
import { get as httpGet, createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDecider, articleStream, sanitizedContent } from '../articles/article.decider.js';
import { handleCommand } from '../shared/command.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import { demoUsers, startTestApp, webClientApp, type TestApp } from '../../tests/support/api.js';
import { createThread, threadBody } from '../forum/forum.test-support.js';
import { seededArticles } from '../../tests/support/seeded-content.js';

const ENTRY = resolve('dist/ssr/entry-server.js');

describe('server rendering of public pages (the SSR bundle, in process)', () => {
  let t: TestApp;
  let web: ReturnType<typeof supertest>;
  let close: () => Promise<void>;
  let server: Server;
  /** A GET without any client-side decoding: the bytes and headers as sent. */
  const rawGet = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { port } = server.address() as AddressInfo;
      httpGet({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
  beforeAll(async () => {
    // npm test builds it first; a lone run of this file builds it here.
    if (!existsSync(ENTRY)) execFileSync('npx', ['vite', 'build', '--ssr', 'entry-server.tsx'], { stdio: 'ignore' });
    t = await startTestApp({ SEED_CONTENT: '1' });
    const second = await webClientApp(t, { ssrEntry: ENTRY });
    ({ web, close } = second);
    server = createServer(second.callback).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
  }, 120_000);
  afterAll(async () => {
    server?.close();
    await close();
    await t.close();
  });

  it('renders search results for a query in the URL, fresh each time (never cached), and the bare page without one', async () => {
    const first = await web.get('/search?query=partner&type=all&page=1');
    expect(first.status).toBe(200);
    expect(first.text).toContain('Talking With a New Partner About Sexual Health');
    expect(first.text).toMatch(/Showing 1-10 of \d+ results for/);
    expect(first.headers['x-render']).toBe('miss');
    const again = await web.get('/search?query=partner&type=all&page=1');
    expect(again.headers['x-render']).toBe('miss');
    const bare = await web.get('/search');
    expect(bare.text).toContain('Search Our Content');
  });

  it('renders an article with its text and data once, and a published edit of it on the next request', async () => {
    const a = (await seededArticles(t))[0]!;
    const first = await web.get(`/articles/${a.slug}`);
    expect(first.status).toBe(200);
    expect(first.headers['x-render']).toBe('miss');
    expect(first.text).toContain(`<h1`);
    expect(first.text).toContain(a.title.replace(/&/g, '&amp;'));
    expect(first.text).toMatch(/<script type="application\/json" id="osg-query-state">\{/);
    expect((await web.get(`/articles/${a.slug}?utm_source=x`)).headers['x-render']).toBe('hit');

    const title = `Edited title ${Date.now()}`;
    // The edit is appended through the command path directly: what the cache sees is the event, whoever made it.
    const edit = { articleId: a.id, title, content: '<p>Edited body text.</p>', ...sanitizedContent('<p>Edited body text.</p>') };
    const ctx = { actorId: 1, actorRole: 'admin', correlationId: 'ssr-test', causationId: null, now: new Date() } as const;
    const res = await handleCommand(t.deps.store, articleStream(a.id), articleDecider, (): ArticleEvent[] => [{ type: 'ArticleEdited', data: edit }], ctx);
    await t.deps.awaitProjection(res.position);
    const edited = await web.get(`/articles/${a.slug}`);
    expect(edited.headers['x-render']).toBe('miss');
    expect(edited.text).toContain(title);
    expect(edited.text).toContain('Edited body text.');
    expect((await web.get(`/articles/${a.slug}`)).headers['x-render']).toBe('hit');
  });

  it('sends a cached page as its own brotli 11 and gzip 9 bytes, smaller than on the fly, decoding to the same HTML under the same ETag', async () => {
    const path = `/articles/${(await seededArticles(t))[1]!.slug}`;
    const first = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(first.headers['x-render']).toBe('miss');
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.body);
    // The page is compressed again in the background after the first answer.
    let hit = first;
    for (let i = 0; i < 50 && hit.body.length >= first.body.length; i++) {
      await new Promise((r) => setTimeout(r, 20));
      hit = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br' });
    }
    expect(hit.headers['x-render']).toBe('hit');
    expect(hit.headers['content-encoding']).toBe('br');
    expect(hit.body.length).toBeLessThan(first.body.length);
    expect(brotliDecompressSync(hit.body).equals(html)).toBe(true);
    expect(hit.headers.etag).toBe(first.headers.etag);
    expect(String(hit.headers.vary)).toContain('Accept-Encoding');
    const gz = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    const plain = await rawGet(path, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(html)).toBe(true);
    const again = await rawGet(path, { 'Accept-Encoding': 'br', 'If-None-Match': String(first.headers.etag) });
    expect(again.body.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('serves the cached page, without rendering, after a write elsewhere moves the read model', async () => {
    const articles = await seededArticles(t);
    const path = `/articles/${articles[1]!.slug}`;
    const before = await web.get(path);
    const other = articles[2]!;
    const edit = { articleId: other.id, title: `Unrelated ${Date.now()}` };
    const ctx = { actorId: 1, actorRole: 'admin', correlationId: 'ssr-stable', causationId: null, now: new Date() } as const;
    const res = await handleCommand(t.deps.store, articleStream(other.id), articleDecider, (): ArticleEvent[] => [{ type: 'ArticleEdited', data: edit }], ctx);
    await t.deps.awaitProjection(res.position);
    const after = await web.get(path);
    // The page's own data is read again and found unchanged: the cached bytes go out, no render.
    expect(after.headers['x-render']).toBe('hit');
    expect(after.headers['server-timing']).toBeUndefined();
    expect(after.text).toBe(before.text);
    expect(after.headers.etag).toBe(before.headers.etag);
  });

  it('answers 404 with the rendered Not Found pages, and leaves signed-in pages to the browser', async () => {
    const missing = await web.get('/articles/no-such-article');
    expect(missing.status).toBe(404);
    expect(missing.headers['x-render']).toMatch(/miss|hit/);
    const unknown = await web.get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const login = await web.get('/login');
    expect(login.headers['x-render']).toBe('shell');
    expect(login.text).toContain('<div id="root"></div>');
  });

  it("answers a merged thread's address, any page of it, with a 301 to the thread its posts went to", async () => {
    const { admin, member } = await demoUsers(t);
    const [category] = (await t.agent().get('/_api/forum/categories')).body.json as { id: number }[];
    const keep = await createThread(member, threadBody(category!.id));
    const duplicate = await createThread(member, threadBody(category!.id));
    expect((await web.get(`/forum/${duplicate.id}`)).status).toBe(200);
    expect((await admin.post('/_api/admin/forum/thread/merge').send({ threadId: duplicate.id, targetThreadId: keep.id })).status).toBe(200);
    for (const path of [`/forum/${duplicate.id}`, `/forum/${duplicate.id}?page=2`]) {
      const moved = await web.get(path).redirects(0);
      expect(moved.status, path).toBe(301);
      expect(moved.headers.location, path).toBe(`/forum/${keep.id}`);
    }
    const target = await web.get(`/forum/${keep.id}`);
    expect(target.status).toBe(200);
    expect(target.text).toContain(duplicate.title);
  });

  it('answers a page past the end of a paged list with 404, saying so and linking to its last page', async () => {
    const first = await web.get('/articles');
    expect(first.status).toBe(200);
    const last = Number(/Page 1 of (\d+)/.exec(first.text)?.[1] ?? 1);
    const lastPage = await web.get(last > 1 ? `/articles?page=${last}` : '/articles');
    expect(lastPage.status).toBe(200);
    expect(lastPage.text).not.toContain('There is no page');
    for (const [path, back] of [
      [`/articles?page=${last + 1}`, last > 1 ? `/articles?page=${last}` : '/articles'],
      ['/articles?category=sexual_health&page=500', null],
      ['/products?page=500', null],
      ['/articles/tag/consent?page=500', null],
    ] as const) {
      const past = await web.get(path);
      expect(past.status, path).toBe(404);
      expect(past.text, path).toMatch(/There is no page \d+ of this list: it has (one page|\d+ pages)\./);
      expect(past.text, path).not.toMatch(/No articles found|No products found/);
      if (back) expect(past.text, path).toContain(`href="${back.replaceAll('&', '&amp;')}"`);
    }
  });
});
