import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import { COVER_IMAGE_WIDTHS, IMAGE_FORMATS, contentImagePath } from '../../schemas/articles/uploads.js';
import { OWN_CONTENT_IMAGE } from '../../schemas/shared/html-policy.js';
import { articleStream } from './article.decider.js';
import { adminFixture, articleBody, createOk, editOk, noEvents, streamEvents, type AdminFixture } from './admin.test-support.js';

/**
 * Article images (issue 27): covers and content images uploaded by staff with the content
 * capability, re-encoded without metadata, served by the site; an uploaded cover replaces the
 * generated one on the article, and only covers of ours are accepted.
 */

let f: AdminFixture;
beforeAll(async () => {
  f = await adminFixture();
});
afterAll(async () => {
  await f.t.close();
});

const photo = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#aa3388' } }).jpeg().withExif({ IFD0: { Make: 'Phone', Artist: 'Someone' } }).toBuffer();
const COVER = '/_api/admin/articles/cover-image';
const CONTENT = '/_api/admin/articles/content-image';

describe('uploads', () => {
  it('anonymous 401, member 403; nothing written', async () => {
    for (const path of [COVER, CONTENT]) {
      expect((await f.anon.post(path).type('image/jpeg').send(await photo())).status).toBe(401);
      expect((await f.member.post(path).type('image/jpeg').send(await photo())).status).toBe(403);
    }
  });

  it('a cover is re-encoded into every width as AVIF and WebP (16:9, no metadata) and served for a year', async () => {
    const up = await f.admin.post(COVER).type('image/jpeg').send(await photo());
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const { url, width, height } = up.body.image;
    expect([width, height]).toEqual([640, 360]);
    expect(url).toMatch(/^\/article-images\/[A-Za-z0-9_-]{22}-c640\.webp$/);
    for (const w of COVER_IMAGE_WIDTHS) {
      for (const fmt of IMAGE_FORMATS) {
        const res = await f.anon.get(url.replace('-c640.webp', `-c${w}.${fmt}`)).buffer(true);
        expect([res.status, res.headers['content-type'], res.headers['cache-control']]).toEqual([200, `image/${fmt}`, 'public, max-age=31536000, immutable']);
        const meta = await sharp(res.body as Buffer).metadata();
        expect([meta.width, meta.height, meta.exif]).toEqual([w, Math.round((w * 9) / 16), undefined]);
      }
    }
  });

  it('a content image keeps its proportions, at most 1280 px wide, one WebP without metadata', async () => {
    const up = await f.admin.post(CONTENT).type('image/jpeg').send(await photo(2000, 1000));
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.image).toMatchObject({ width: 1280, height: 640 });
    const res = await f.anon.get(up.body.image.url).buffer(true);
    const meta = await sharp(res.body as Buffer).metadata();
    expect([res.headers['content-type'], meta.width, meta.height, meta.exif]).toEqual(['image/webp', 1280, 640, undefined]);
    const small = await f.admin.post(CONTENT).type('image/jpeg').send(await photo(300, 200));
    expect(small.body.image).toMatchObject({ width: 300, height: 200 });
  });

  it('refuses what is no image, a small cover, a wrong type; unknown image paths are 404', async () => {
    const text = await f.admin.post(COVER).type('image/png').send(Buffer.from('not an image at all'));
    expect([text.status, text.body.error]).toEqual([400, m.imageType]);
    const small = await f.admin.post(COVER).type('image/jpeg').send(await photo(600, 300));
    expect([small.status, small.body.error]).toEqual([400, m.coverTooSmall]);
    expect((await f.admin.post(COVER).type('image/gif').send(Buffer.from('GIF89a'))).status).toBe(415);
    expect((await f.anon.get('/article-images/AAAAAAAAAAAAAAAAAAAAAA-c640.webp')).status).toBe(404);
    expect((await f.anon.get('/article-images/..%2F..%2Fevents.db')).status).toBe(404);
  });
});

describe('an article with an uploaded cover', () => {
  it('the cover is stored on the events and shown instead of the generated one; null brings that back', async () => {
    const { url } = (await f.admin.post(COVER).type('image/jpeg').send(await photo())).body.image;
    const a = await createOk(f.admin, { coverImage: url, published: true });
    expect(streamEvents(f.t, articleStream(a.id))[0]!.data.coverImage).toBe(url);
    const pub = await f.t.request().get(`/_api/articles/article?slug=${a.slug}`);
    expect(pub.body.article.coverImage).toBe(url);
    const list = await f.t.request().get('/_api/articles?limit=100');
    expect(list.body.articles.find((x: { id: number }) => x.id === a.id).coverImage).toBe(url);
    await editOk(f.admin, { id: a.id, coverImage: null });
    expect((await f.t.request().get(`/_api/articles/article?slug=${a.slug}`)).body.article.coverImage).toBeNull();
    const history = await f.admin.get(`/_api/admin/articles/${a.id}/history`);
    expect(history.body.entries[0].changed).toEqual(['coverImage']);
    // A version carries its cover, and restoring it brings the cover back.
    expect((await f.admin.get(`/_api/admin/articles/${a.id}/versions/0`)).body.version.coverImage).toBe(url);
    const restored = await f.admin.post('/_api/admin/articles/restore').send({ id: a.id, revision: 0 });
    expect([restored.status, restored.body.article.coverImage]).toEqual([200, url]);
  });

  it('only a cover uploaded here is accepted: 400, no event', async () => {
    const a = await createOk(f.admin);
    for (const coverImage of ['https://evil.example/x.webp', '/article-images/AAAAAAAAAAAAAAAAAAAAAA-c400.avif', '/product-images/AAAAAAAAAAAAAAAAAAAAAA-800.webp', 42]) {
      const res = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/edit').send({ id: a.id, coverImage }));
      expect([res.status, res.body.error]).toEqual([400, m.coverImage]);
      const created = await noEvents(f.t, () => f.admin.post('/_api/admin/articles').send(articleBody({ coverImage })));
      expect(created.status).toBe(400);
    }
  });
});

describe('images inside the content', () => {
  it('an uploaded image is kept in the article with its size and alt (and loads lazily); foreign ones are dropped', async () => {
    const { url, width, height } = (await f.admin.post(CONTENT).type('image/jpeg').send(await photo(900, 600))).body.image;
    expect(url).toMatch(OWN_CONTENT_IMAGE);
    const content = `<p>Before.</p><img src="${url}" width="${width}" height="${height}" alt="A diagram"><img src="https://tracker.example/p.gif" width="1" height="1" alt=""><p>After.</p>`;
    const a = await createOk(f.admin, { content, published: true });
    const pub = (await f.t.request().get(`/_api/articles/article?slug=${a.slug}`)).body.article;
    expect(pub.content).toBe(`<p>Before.</p><img src="${url}" width="900" height="600" alt="A diagram" loading="lazy" decoding="async"><p>After.</p>`);
    expect((await f.anon.get(url)).status).toBe(200);
  });

  it('every path the upload makes is one the sanitiser keeps', () => {
    for (const w of [1, 300, 1280]) expect(contentImagePath('AbCdEfGhIjKlMnOpQrStUv', w)).toMatch(OWN_CONTENT_IMAGE);
  });
});
