import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPERT_PHOTO_UPLOAD_PATH } from '../schemas/experts/photo.js';
import { PRODUCT_IMAGE_UPLOAD_PATH } from '../schemas/products/image.js';
import { adminFixture, createOk, editOk, type AdminFixture } from './articles/admin.test-support.js';
import { sweepOrphanedUploads, UPLOAD_GRACE_MS } from './uploads-cleanup.js';

/** Orphaned uploads (issue 27): what no live item's history names goes after the grace period; nothing a restore could need. */
describe('orphaned uploads sweep', () => {
  let f: AdminFixture;
  beforeAll(async () => {
    f = await adminFixture();
  });
  afterAll(() => f.t.close());

  const image = (width = 1600, height = 1000) => sharp({ create: { width, height, channels: 3, background: '#3388aa' } }).png().toBuffer();
  const upload = async (path: string, w?: number, h?: number): Promise<string> => {
    const res = await f.admin.post(path).type('image/png').send(await image(w, h));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return (res.body.image?.url ?? res.body.url) as string;
  };
  const dir = (url: string) => join(f.t.config.dataDir, url.split('/')[1]!);
  /** The files of the upload a URL names. */
  const filesOf = (url: string) => {
    const id = url.split('/')[2]!.slice(0, 22);
    return readdirSync(dir(url)).filter((n) => n.startsWith(`${id}-`));
  };
  /** Every upload file made older than the grace period, as if uploaded a day and an hour ago. */
  const age = (...urls: string[]) => {
    const then = new Date(Date.now() - UPLOAD_GRACE_MS - 3600_000);
    for (const url of urls) for (const name of filesOf(url)) utimesSync(join(dir(url), name), then, then);
  };

  it('removes old uploads nothing names (and deleted items’ ones), keeps every revision’s, and young ones', async () => {
    const kept = await upload('/_api/admin/articles/cover-image');
    const replaced = await upload('/_api/admin/articles/cover-image');
    const inContent = await upload('/_api/admin/articles/content-image', 800, 500);
    const ofDeleted = await upload('/_api/admin/articles/cover-image');
    const neverSaved = await upload('/_api/admin/articles/cover-image');
    const photo = await upload(EXPERT_PHOTO_UPLOAD_PATH, 600, 600);
    const productImage = await upload(PRODUCT_IMAGE_UPLOAD_PATH, 1200, 900);
    const young = await upload('/_api/admin/articles/cover-image');

    // An article whose cover was replaced: the old cover is in a revision a restore brings back.
    const a = await createOk(f.admin, { coverImage: replaced, content: `<p>Text long enough.</p><p><img src="${inContent}" alt="A chart" width="800" height="500"></p>` });
    await editOk(f.admin, { id: a.id, coverImage: kept });
    // A deleted article: nothing restores it, so its cover is free to go.
    const gone = await createOk(f.admin, { coverImage: ofDeleted });
    expect((await f.admin.post('/_api/admin/articles/delete').send({ id: gone.id })).status).toBe(200);
    // A crash's leftover.
    const tmp = join(dir(kept), `${kept.split('/')[2]!.slice(0, 22)}-c640.webp.99.abcd.tmp`);
    writeFileSync(tmp, 'half');

    age(kept, replaced, inContent, ofDeleted, neverSaved, photo, productImage);
    utimesSync(tmp, new Date(Date.now() - UPLOAD_GRACE_MS - 1000), new Date(Date.now() - UPLOAD_GRACE_MS - 1000));
    const before = await f.t.eventCount();
    const removed = await sweepOrphanedUploads(f.t.deps);
    expect(await f.t.eventCount()).toBe(before);

    for (const url of [kept, replaced, inContent, young]) expect(filesOf(url).length, url).toBeGreaterThan(0);
    for (const url of [ofDeleted, neverSaved, photo, productImage]) expect(filesOf(url), url).toEqual([]);
    expect(existsSync(tmp)).toBe(false);
    expect(removed.length).toBeGreaterThan(4);
    expect(removed.every((r) => /^(article-images|expert-photos|product-images)\//.test(r))).toBe(true);
    // The page still shows its images.
    expect((await f.t.request().get(kept)).status).toBe(200);
    expect((await f.t.request().get(inContent)).status).toBe(200);
    // Nothing else to do: a second sweep removes nothing.
    expect(await sweepOrphanedUploads(f.t.deps)).toEqual([]);
  });
});
