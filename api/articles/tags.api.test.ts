import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import { articleMessages } from '../../schemas/articles/queries.js';
import { TAGS_MAX } from '../../schemas/articles/tags.js';
import { articleStream } from './article.decider.js';
import { adminFixture, createOk, editOk, noEvents, streamEvents, articleBody, type AdminFixture } from './admin.test-support.js';

/**
 * Article tags (issue 27): validated on create and edit (400 with a clear message, no event),
 * stored on the article's events, listed per tag newest first and paged by the projection's
 * own per-tag slots, and kept right through edits, unpublishing and deletion.
 */

let f: AdminFixture;
beforeAll(async () => {
  f = await adminFixture();
});
afterAll(async () => {
  await f.t.close();
});

const tagPage = async (tag: string, q = '') => {
  const res = await f.t.request().get(`/_api/articles?tag=${encodeURIComponent(tag)}${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { articles: { slug: string; tags: string[] }[]; pagination: { total: number; totalPages: number; page: number } };
};

describe('validation', () => {
  const cases: [unknown, string][] = [
    [['ok', ''], m.tagEmpty],
    [['   '], m.tagEmpty],
    [['x'.repeat(41)], m.tagTooLong],
    [['no_underscores'], m.tagInvalid],
    [['two  -- hyphens'], m.tagInvalid],
    [['<b>'], m.tagInvalid],
    [Array.from({ length: TAGS_MAX + 1 }, (_, i) => `tag ${i}`), m.tagsTooMany],
    [['same', 'Same'], m.tagsDuplicate],
    ['a string', m.tags],
    [[42], m.tags],
  ];
  it.each(cases)('create with tags %j: 400 %s, no event', async (tags, message) => {
    const res = await noEvents(f.t, () => f.admin.post('/_api/admin/articles').send(articleBody({ tags })));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
  });

  it('an edit is validated the same way', async () => {
    const a = await createOk(f.admin);
    const res = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/edit').send({ id: a.id, tags: ['fine', 'x'.repeat(41)] }));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(m.tagTooLong);
  });

  it('tags are folded: trimmed, lower-case, single spaces; 40 characters and 10 tags pass', async () => {
    const many = Array.from({ length: TAGS_MAX - 2 }, (_, i) => `t${i}`);
    const a = await createOk(f.admin, { tags: ['  Safer   Sex ', 'é'.repeat(40), ...many] });
    expect((a as unknown as { tags: string[] }).tags).toEqual(['safer sex', 'é'.repeat(40), ...many]);
  });

  it('the public filter refuses a bad tag and a tag with a category', async () => {
    for (const q of ['tag=a_b', `tag=${'x'.repeat(41)}`, 'tag=', 'tag=a&tag=b']) {
      const res = await f.t.request().get(`/_api/articles?${q}`);
      expect(res.status, q).toBe(400);
    }
    const both = await f.t.request().get('/_api/articles?tag=ok&category=sexual_health');
    expect(both.status).toBe(400);
    expect(both.body.error).toBe(articleMessages.tagAndCategory);
  });
});

describe('storage and the tag lists', () => {
  it('tags are in the events; an edit records only a real change', async () => {
    const a = await createOk(f.admin, { tags: ['consent'] });
    expect(streamEvents(f.t, articleStream(a.id))[0]!.data.tags).toEqual(['consent']);
    await noEvents(f.t, () => editOk(f.admin, { id: a.id, tags: ['Consent'] }));
    await editOk(f.admin, { id: a.id, tags: ['consent', 'communication'] });
    const edits = streamEvents(f.t, articleStream(a.id)).filter((e) => e.type === 'ArticleEdited');
    expect(edits.at(-1)!.data.tags).toEqual(['consent', 'communication']);
    const history = await f.admin.get(`/_api/admin/articles/${a.id}/history`);
    expect(history.body.entries[0].changed).toEqual(['tags']);
  });

  it('a tag lists its published articles newest first, paged, with the right totals', async () => {
    const tag = `paging ${process.pid}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await createOk(f.admin, { tags: [tag, 'other'], published: true }));
    await createOk(f.admin, { tags: [tag] }); // a draft: never listed
    const p1 = await tagPage(tag, '&limit=2');
    expect(p1.pagination).toMatchObject({ total: 5, totalPages: 3, page: 1 });
    expect(p1.articles.map((a) => a.slug)).toEqual([made[4]!.slug, made[3]!.slug]);
    expect(p1.articles[0]!.tags).toEqual([tag, 'other']);
    const p3 = await tagPage(tag, '&limit=2&page=3');
    expect(p3.articles.map((a) => a.slug)).toEqual([made[0]!.slug]);
    expect((await tagPage(tag, '&limit=2&page=4')).articles).toEqual([]);

    // Unpublish one, untag another, delete a third: each leaves the tag's list and total.
    await editOk(f.admin, { id: made[4]!.id, published: false });
    await editOk(f.admin, { id: made[3]!.id, tags: ['other'] });
    expect((await f.admin.post('/_api/admin/articles/delete').send({ id: made[2]!.id })).status).toBe(200);
    const after = await tagPage(tag);
    expect(after.articles.map((a) => a.slug)).toEqual([made[1]!.slug, made[0]!.slug]);
    expect(after.pagination.total).toBe(2);

    // Re-tagged and republished, they come back in their original places.
    await editOk(f.admin, { id: made[3]!.id, tags: [tag] });
    await editOk(f.admin, { id: made[4]!.id, published: true });
    expect((await tagPage(tag)).articles.map((a) => a.slug)).toEqual([made[4]!.slug, made[3]!.slug, made[1]!.slug, made[0]!.slug]);
    expect((await tagPage('Paging ' + process.pid)).pagination.total).toBe(4);
  });

  it('an unknown tag is an empty list, not an error', async () => {
    const res = await tagPage('nobody uses this');
    expect(res).toMatchObject({ articles: [], pagination: { total: 0, totalPages: 1 } });
  });
});
