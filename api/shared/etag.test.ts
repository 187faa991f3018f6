import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApp, type TestApp } from '../../tests/support/api.js';
import { weakEtag } from './etag.js';

describe('ETags and conditional GET', () => {
  let t: TestApp;
  let articleId: number;

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    const root = join(t.dataDir, 'no-web');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="en"><head><title>t</title></head><body><div id="root"></div></body></html>');
    articleId = (await t.request().get('/_api/articles')).body.articles[0].id as number;
  });
  afterAll(async () => t?.close());

  it('an API GET carries a weak ETag of its body; a repeat with If-None-Match is a 304 with no body', async () => {
    const first = await t.request().get('/_api/articles');
    expect(first.status).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toBe(weakEtag(first.text));
    const again = await t.request().get('/_api/articles').set('If-None-Match', tag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers['content-length'] ?? '0').toBe('0');
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.etag).toBe(tag);
    // T28 for the 304 class: the security headers and the Vary list survive.
    expect(again.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(again.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(String(again.headers.vary)).toMatch(/Accept-Encoding/);
    expect(again.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the tag names every encoding of the body: a compressed response has the same ETag and revalidates too', async () => {
    const plain = await t.request().get('/_api/articles').set('Accept-Encoding', 'identity');
    const br = await t.request().get('/_api/articles').set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await t.request().get('/_api/articles').set('Accept-Encoding', 'br').set('If-None-Match', `"other", ${br.headers.etag}`);
    expect(again.status).toBe(304);
  });

  it('HEAD revalidates like GET', async () => {
    const tag = (await t.request().get('/_api/articles/featured')).headers.etag as string;
    expect(tag).toMatch(/^W\/"/);
    expect((await t.request().head('/_api/articles/featured').set('If-None-Match', tag)).status).toBe(304);
  });

  it('a changed resource gets a new ETag, and the old one gets the new body', async () => {
    const url = `/_api/articles/comments?articleId=${articleId}&limit=100`;
    const before = await t.request().get(url);
    const member = await loginAs(t, 'member');
    const posted = await member.post('/_api/articles/comments').send({ articleId, content: 'A comment that changes the list' });
    expect(posted.status).toBe(201);
    expect(posted.headers.etag).toBeUndefined(); // only GET and HEAD answers carry one
    const after = await t.request().get(url).set('If-None-Match', before.headers.etag as string);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.text).toContain('A comment that changes the list');
    expect((await t.request().get(url).set('If-None-Match', after.headers.etag as string)).status).toBe(304);
  });

  it('a tag that does not match, or none, gets the full body', async () => {
    const res = await t.request().get('/_api/articles/featured').set('If-None-Match', 'W/"stale"');
    expect(res.status).toBe(200);
    expect(res.body).toBeTypeOf('object');
  });

  it('no-store answers may carry an ETag and stay no-store, 304 included', async () => {
    const member = await loginAs(t, 'member');
    const first = await member.get('/_api/user/profile');
    expect(first.headers['cache-control']).toBe('no-store');
    const again = await member.get('/_api/user/profile').set('If-None-Match', first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('HTML pages carry an ETag, keep no-cache, and revalidate to a 304', async () => {
    const page = await t.request().get('/articles');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await t.request().get('/articles').set('If-None-Match', page.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.text).toBe('');
  });

  it('errors and not-found pages carry no ETag', async () => {
    expect((await t.request().get('/_api/articles/article?slug=nope')).headers.etag).toBeUndefined();
    expect((await t.request().get('/_api/nope')).headers.etag).toBeUndefined();
  });
});
