import { existsSync, readdirSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coverPath, LOGO_PNG_PATH, LOGO_SVG_PATH, ogImagePath, SITE_OG_PATH } from '../../schemas/articles/images.js';
import { startTestApp, type TestApp } from '../../tests/support/api.js';
import { listPublished } from '../articles/queries.js';
import { pngSize } from './png-size.js';
import { ogDir } from './routes.js';

const binary = (res: { body: unknown }) => res.body as Buffer;
const parsePng = (req: import('supertest').Test) => req.buffer(true).parse((res, cb) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
});

describe('image routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    await t.deps.background.idle();
  });
  afterAll(() => t.close());

  it('renders every published article’s Open Graph image when it is published, before anyone asks', () => {
    const published = listPublished(t.deps.rm);
    expect(published.length).toBeGreaterThan(3);
    expect(readdirSync(ogDir(t.deps)).filter((f) => f.endsWith('.png'))).toHaveLength(published.length);
  });

  it('serves an article’s Open Graph PNG: 1200 × 630, cached for a year under its versioned address, 304 on a match', async () => {
    const a = listPublished(t.deps.rm)[0]!;
    const res = await parsePng(t.request().get(ogImagePath(a)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(pngSize(binary(res))).toEqual({ width: 1200, height: 630 });
    const again = await t.request().get(ogImagePath(a)).set('If-None-Match', res.headers.etag!);
    expect(again.status).toBe(304);
    // Without the current tag the address may show another title tomorrow.
    const unversioned = await parsePng(t.request().get(`/images/og/${a.slug}.png`));
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for a draft or an unknown slug', async () => {
    const draft = t.deps.rm.stmt<[], { slug: string }>('SELECT slug FROM articles WHERE published = 0 LIMIT 1').get();
    for (const slug of [draft?.slug ?? 'draft-missing', 'no-such-article']) expect((await t.request().get(`/images/og/${slug}.png`)).status, slug).toBe(404);
    expect((await t.request().get('/images/og/x.jpg')).status).toBe(404);
  });

  it('renders again on demand when the cache is gone (a fresh node, a wiped data directory)', async () => {
    rmSync(ogDir(t.deps), { recursive: true });
    const a = listPublished(t.deps.rm)[1]!;
    const res = await parsePng(t.request().get(ogImagePath(a)));
    expect(pngSize(binary(res))).toEqual({ width: 1200, height: 630 });
    expect(existsSync(ogDir(t.deps))).toBe(true);
  });

  it('serves covers as SVG for a year, and 404 for a malformed address', async () => {
    const a = listPublished(t.deps.rm)[0]!;
    const res = await t.request().get(coverPath(a)).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(res.body)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="360"/);
    expect((await t.request().get(`/images/covers/sexual_health/${a.slug}.svg`)).headers['cache-control']).toBe('public, max-age=300');
    for (const bad of ['/images/covers/Sexual-Health/x.svg', '/images/covers/sexual_health/x.png', `/images/covers/sexual_health/${'x'.repeat(201)}.svg`])
      expect((await t.request().get(bad)).status, bad).toBe(404);
  });

  it('serves the default Open Graph image and the logo', async () => {
    expect(pngSize(binary(await parsePng(t.request().get(SITE_OG_PATH))))).toEqual({ width: 1200, height: 630 });
    expect(pngSize(binary(await parsePng(t.request().get(LOGO_PNG_PATH))))).toEqual({ width: 512, height: 512 });
    const svg = await t.request().get(LOGO_SVG_PATH).buffer(true);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
