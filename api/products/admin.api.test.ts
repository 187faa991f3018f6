import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE_FORMATS, PRODUCT_IMAGE_WIDTHS, productImageId } from '../../schemas/products/image.js';
import { staffCriterionMessages as cm, staffProductMessages as pm, productMessages as m } from '../../schemas/products/messages.js';
import { loginAs } from '../../tests/support/api.js';
import { staffAgent } from '../../tests/support/staff.js';
import { productImageFile } from './images.js';
import { countEvents, newMember, noEvents, productsFixture, reviewBody, submitReview, type Agent, type ProductsFixture } from './products.test-support.js';

/** The studio's products and rating criteria (issue 27): permissions, validation, 409, idempotency, retire-not-delete, history, images. */

const PRODUCTS = '/_api/admin/products';
const CRITERIA = '/_api/admin/rating-criteria';
let f: ProductsFixture;
let admin: Agent;
let editor: Agent;
let moderator: Agent;
let editorName: string;

beforeAll(async () => {
  f = await productsFixture();
  admin = await loginAs(f.t, 'admin');
  const e = await staffAgent(f.t, 'editor');
  editor = e.agent;
  editorName = e.displayName;
  moderator = (await staffAgent(f.t, 'moderator')).agent;
});
afterAll(() => f.close());

let n = 0;
const productBody = (over: Record<string, unknown> = {}) => ({
  name: `Studio Glide ${++n}`,
  brand: 'Studio Co',
  category: 'lubricants',
  priceRange: '$12-$18',
  description: 'A water-based lubricant made in the studio.',
  imageUrl: null,
  affiliateLink: 'https://shop.example.com/studio-glide',
  ...over,
});

async function create(agent: Agent, path: string, body: Record<string, unknown>, key?: string) {
  const req = agent.post(path);
  if (key) req.set('Idempotency-Key', key);
  const res = await req.send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const photo = (width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background: '#88aa33' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone', Artist: 'Someone' } })
    .toBuffer();

describe('permissions', () => {
  it('anonymous 401, members and moderators 403, nothing appended; editors and admins manage both', async () => {
    await noEvents(f.t, async () => {
      for (const path of [PRODUCTS, CRITERIA]) {
        expect((await f.anon.get(path)).status).toBe(401);
        expect((await f.member.get(path)).status).toBe(403);
        expect((await moderator.get(path)).status).toBe(403);
      }
      expect((await f.anon.post(PRODUCTS).send(productBody())).status).toBe(401);
      expect((await f.member.post(PRODUCTS).send(productBody())).status).toBe(403);
      const denied = await moderator.post(CRITERIA).send({ name: 'Scent', categories: ['lubricants'] });
      expect(denied.status).toBe(403);
      expect(denied.body.error).toMatch(/^Access denied/);
      expect((await f.member.post(`${PRODUCTS}/image`).type('image/jpeg').send(await photo())).status).toBe(403);
    });
    const made = (await create(editor, PRODUCTS, productBody())).product;
    expect(made.id).toBeGreaterThan(0);
    expect((await admin.get(PRODUCTS).query({ search: made.name.toUpperCase() })).body.products.map((p: { id: number }) => p.id)).toEqual([made.id]);
    expect((await create(admin, CRITERIA, { name: 'Admin criterion', categories: ['books_media'] })).criterion.id).toBeGreaterThan(0);
  });
});

describe('validation: 400 with clear words, no event', () => {
  it.each([
    ['a one-letter name', { name: 'x' }, pm.nameLength],
    ['an unknown category', { category: 'candles' }, pm.category],
    ['an http affiliate link', { affiliateLink: 'http://shop.example.com/x' }, pm.affiliateLink],
    ['a javascript: link', { affiliateLink: 'javascript:alert(1)' }, pm.affiliateLink],
    ['a link with credentials', { affiliateLink: 'https://user:pw@shop.example.com/' }, pm.affiliateLink],
    ['an image on another host', { imageUrl: 'https://evil.example/x.png' }, pm.imageUrl],
    ['an image never uploaded', { imageUrl: '/product-images/AAAAAAAAAAAAAAAAAAAAAA-800.webp' }, pm.imageMissing],
    ['a short description', { description: 'Short' }, pm.descriptionLength],
  ])('product with %s', async (_what, over, message) => {
    await noEvents(f.t, async () => {
      const res = await editor.post(PRODUCTS).send(productBody(over));
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    });
  });

  it('unknown fields, empty or repeated categories, an empty edit', async () => {
    await noEvents(f.t, async () => {
      expect((await editor.post(PRODUCTS).send({ ...productBody(), averageRating: 5 })).status).toBe(400);
      for (const categories of [[], ['lubricants', 'lubricants'], ['candles']]) {
        const res = await editor.post(CRITERIA).send({ name: 'Scent', categories });
        expect(res.status).toBe(400);
        expect(res.body.error).toBe(cm.categories);
      }
      const empty = await editor.post(`${CRITERIA}/edit`).send({ id: f.criteria.Quality });
      expect([empty.status, empty.body.error]).toEqual([400, cm.nothingToChange]);
      expect((await editor.get(PRODUCTS).query({ limit: '101' })).status).toBe(400);
    });
  });
});

describe('products', () => {
  it('a create is on the public pages in the same answer; a retry with its Idempotency-Key answers the first product', async () => {
    const before = await f.anon.get('/_api/products').query({ category: 'lubricants' });
    const body = productBody();
    const first = (await create(editor, PRODUCTS, body, 'create-product-1')).product;
    const events = await f.t.eventCount();
    const again = (await create(editor, PRODUCTS, body, 'create-product-1')).product;
    expect(again.id).toBe(first.id);
    expect(await f.t.eventCount()).toBe(events);
    expect((await f.anon.get('/_api/product').query({ productId: String(first.id) })).body.product).toMatchObject({ name: body.name, affiliateLink: body.affiliateLink });
    const after = await f.anon.get('/_api/products').query({ category: 'lubricants' });
    expect(after.body.pagination.total).toBe(before.body.pagination.total + 1);
    expect(after.body.products[0].id).toBe(first.id);
  });

  it('an edit at a stale revision is 409 with no event; only changed fields are recorded; history names the editor', async () => {
    const p = (await create(editor, PRODUCTS, productBody())).product;
    expect(p.revision).toBe(0);
    const edited = await editor.post(`${PRODUCTS}/edit`).send({ id: p.id, expectedRevision: 0, priceRange: '$14-$20', name: p.name });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.product).toMatchObject({ priceRange: '$14-$20', revision: 1 });
    await noEvents(f.t, async () => {
      const stale = await admin.post(`${PRODUCTS}/edit`).send({ id: p.id, expectedRevision: 0, brand: 'Other' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toBe(pm.stale);
    });
    const history = (await admin.get(`${PRODUCTS}/${p.id}/history`)).body;
    expect(history.revision).toBe(1);
    expect(history.entries.map((e: { type: string }) => e.type)).toEqual(['ProductEdited', 'ProductListed']);
    expect(history.entries[0].data).toEqual({ productId: p.id, priceRange: '$14-$20' });
    expect(history.entries[0].actor).toMatchObject({ displayName: editorName, role: 'editor' });
    const trail = (await admin.get('/_api/admin/audit').query({ targetType: 'product', targetId: String(p.id) })).body.entries;
    expect(trail.map((e: { action: string; actor: { displayName: string }; targetLabel: string }) => [e.action, e.actor.displayName, e.targetLabel])).toEqual([
      ['product.edited', editorName, p.name],
      ['product.created', editorName, p.name],
    ]);
    expect(trail[0].details).toEqual({ changed: ['priceRange'] });
  });

  it('a category change keeps both categories\' newest pages whole; a deleted product leaves every list and page', async () => {
    const a = (await create(editor, PRODUCTS, productBody({ category: 'sex_toys' }))).product;
    const b = (await create(editor, PRODUCTS, productBody({ category: 'sex_toys' }))).product;
    expect((await editor.post(`${PRODUCTS}/edit`).send({ id: a.id, category: 'books_media' })).status).toBe(200);
    const books = (await f.anon.get('/_api/products').query({ category: 'books_media', limit: '50' })).body;
    expect(books.products.map((p: { id: number }) => p.id)).toContain(a.id);
    expect(books.products.length).toBe(books.pagination.total);
    const toys = (await f.anon.get('/_api/products').query({ category: 'sex_toys', limit: '50' })).body;
    expect(toys.products[0].id).toBe(b.id);
    expect(toys.products.length).toBe(toys.pagination.total);
    const del = await editor.post(`${PRODUCTS}/delete`).send({ id: b.id });
    expect(del.body).toEqual({ success: true, message: pm.deleted });
    expect((await f.anon.get('/_api/product').query({ productId: String(b.id) })).status).toBe(404);
    const all = (await f.anon.get('/_api/products').query({ limit: '50' })).body;
    expect(all.products.map((p: { id: number }) => p.id)).not.toContain(b.id);
    expect(all.products.length).toBe(all.pagination.total);
    expect((await editor.post(`${PRODUCTS}/delete`).send({ id: b.id })).status).toBe(404);
    expect((await f.member.post('/api/product/reviews').send(reviewBody(b.id, f.criteria.Quality))).status).toBe(404);
  });

  it('an uploaded image is re-encoded once into every width as AVIF and WebP, without its metadata, and served by the site', async () => {
    const up = await editor.post(`${PRODUCTS}/image`).type('image/jpeg').send(await photo());
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    const { url } = up.body.image;
    const id = productImageId(url)!;
    for (const w of PRODUCT_IMAGE_WIDTHS) for (const fmt of PRODUCT_IMAGE_FORMATS) expect(existsSync(productImageFile(f.t.dataDir, id, w, fmt))).toBe(true);
    const avif = await f.anon.get(url.replace('-800.webp', '-400.avif')).buffer(true);
    expect([avif.status, avif.headers['content-type'], avif.headers['cache-control']]).toEqual([200, 'image/avif', 'public, max-age=31536000, immutable']);
    const webp = await f.anon.get(url).buffer(true);
    const meta = await sharp(webp.body as Buffer).metadata();
    expect([meta.width, meta.height, meta.exif, meta.format]).toEqual([800, 600, undefined, 'webp']);
    const p = (await create(editor, PRODUCTS, productBody({ imageUrl: url }))).product;
    expect((await f.anon.get('/_api/product').query({ productId: String(p.id) })).body.product.imageUrl).toBe(url);
    const small = await editor.post(`${PRODUCTS}/image`).type('image/jpeg').send(await photo(640, 480));
    expect([small.status, small.body.error]).toEqual([400, pm.imageTooSmall]);
    const text = await editor.post(`${PRODUCTS}/image`).type('image/png').send(Buffer.from('not an image at all'));
    expect([text.status, text.body.error]).toEqual([400, pm.imageType]);
  });
});

describe('rating criteria', () => {
  it('a member rates a product against a criterion as soon as it is created; used, it can be retired, not deleted, and its averages stay', async () => {
    const c = (await create(editor, CRITERIA, { name: 'Scent', categories: ['lubricants'] })).criterion;
    expect(c).toMatchObject({ name: 'Scent', categories: ['lubricants'], status: 'active', ratingCount: 0, revision: 0 });
    const lube = f.products.find((p) => p.category === 'lubricants')!;
    expect(((await f.anon.get('/_api/rating-criteria')).body as { id: number }[]).map((x) => x.id)).toContain(c.id);
    const reviewer = await newMember(f.t);
    await submitReview(reviewer.agent, reviewBody(lube.id, c.id, { detailedRatings: [{ criteriaId: c.id, rating: 5 }] }));
    expect(countEvents(f.t, 'RatingCriterionUsed')).toBeGreaterThan(0);

    await noEvents(f.t, async () => {
      const del = await editor.post(`${CRITERIA}/delete`).send({ id: c.id });
      expect([del.status, del.body.error]).toEqual([400, cm.usedCannotDelete]);
    });
    // A member's first review is not a staff edit: the revision the editor loaded still holds.
    const retired = await editor.post(`${CRITERIA}/edit`).send({ id: c.id, expectedRevision: 0, retired: true });
    expect(retired.status, JSON.stringify(retired.body)).toBe(200);
    expect(retired.body).toMatchObject({ criterion: { status: 'retired', ratingCount: 1, revision: 2 }, message: cm.retiredDone });
    expect(((await f.anon.get('/_api/rating-criteria')).body as { id: number }[]).map((x) => x.id)).not.toContain(c.id);
    const late = await newMember(f.t);
    const refused = await late.agent.post('/api/product/reviews').send(reviewBody(lube.id, c.id));
    expect([refused.status, refused.body.error]).toEqual([400, m.unknownCriterion]);
    const stats = (await f.anon.get('/api/product/reviews').query({ productId: String(lube.id) })).body.statistics.averageRatingsPerCriteria;
    expect(stats).toContainEqual({ criteriaId: c.id, name: 'Scent', averageRating: 5 });
    const listed = (await editor.get(CRITERIA).query({ status: 'retired' })).body.criteria;
    expect(listed.map((x: { id: number }) => x.id)).toEqual([c.id]);

    const history = (await editor.get(`${CRITERIA}/${c.id}/history`)).body;
    expect(history.entries.map((e: { type: string }) => e.type)).toEqual(['RatingCriterionRetired', 'RatingCriterionDefined']);
    expect(history.entries[0].actor).toMatchObject({ displayName: editorName, role: 'editor' });
    const trail = (await admin.get('/_api/admin/audit').query({ targetType: 'criterion', targetId: String(c.id) })).body.entries;
    expect(trail.map((e: { action: string }) => e.action)).toEqual(['criterion.retired', 'criterion.created']);
    expect(trail[0].targetLabel).toBe('Scent');
  });

  it('criteria used before first uses were recorded still cannot be deleted; an unused one can; a stale edit is 409', async () => {
    await submitReview(f.member, reviewBody(f.products.find((p) => p.category === 'books_media')!.id, f.criteria.Readability));
    const del = await admin.post(`${CRITERIA}/delete`).send({ id: f.criteria.Readability });
    expect(del.status).toBe(400);
    const c = (await create(editor, CRITERIA, { name: 'Packaging', categories: ['sex_toys', 'lubricants'] }, 'criterion-key')).criterion;
    expect((await create(editor, CRITERIA, { name: 'Packaging', categories: ['sex_toys', 'lubricants'] }, 'criterion-key')).criterion.id).toBe(c.id);
    expect((await editor.post(`${CRITERIA}/edit`).send({ id: c.id, expectedRevision: 0, name: 'Packaging & Discretion' })).body.criterion.name).toBe('Packaging & Discretion');
    await noEvents(f.t, async () => {
      const stale = await editor.post(`${CRITERIA}/edit`).send({ id: c.id, expectedRevision: 0, categories: ['sex_toys'] });
      expect([stale.status, stale.body.error]).toEqual([409, cm.stale]);
    });
    expect((await editor.post(`${CRITERIA}/delete`).send({ id: c.id, expectedRevision: 1 })).body).toEqual({ success: true, message: cm.deleted });
    expect((await editor.get(`${CRITERIA}/${c.id}`)).status).toBe(404);
    expect(countEvents(f.t, 'RatingCriterionDeleted')).toBe(1);
  });
});
