import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleMessages as m, type ArticleHistoryResponse } from '../../schemas/admin/articles.js';
import { loginAs, startTestApp } from '../../tests/support/api.js';
import { articleStream } from './article.decider.js';
import { adminFixture, createOk, editOk, noEvents, secondAdmin, streamEvents, type AdminFixture } from './admin.test-support.js';

/**
 * An article's history and versions, read from its own stream (issue 9 'Audit trail'), and
 * restoring an old version as a new edit. Also the admin list: paging, filters and stats.
 */

let f: AdminFixture;
beforeAll(async () => {
  f = await adminFixture();
});
afterAll(async () => {
  await f.t.close();
});

const history = async (id: number, q = '') => {
  const res = await f.admin.get(`/_api/admin/articles/${id}/history${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ArticleHistoryResponse;
};

describe('history and versions', () => {
  it('lists the events newest first with who, when and which fields changed', async () => {
    const other = await secondAdmin(f.t, `Historian ${process.pid}`);
    const a = await createOk(f.admin, { title: 'The first title' });
    await editOk(other.agent, { id: a.id, expectedRevision: 0, title: 'The second title', excerpt: 'A different excerpt here.' });
    await editOk(f.admin, { id: a.id, published: true });
    const h = await history(a.id);
    expect(h.revision).toBe(2);
    expect(h.entries.map((e) => [e.revision, e.type])).toEqual([
      [2, 'ArticlePublished'],
      [1, 'ArticleEdited'],
      [0, 'ArticleCreated'],
    ]);
    expect(h.entries[1]!.changed).toEqual(['title', 'excerpt']);
    expect(h.entries[1]!.actor).toEqual({ id: other.id, displayName: `Historian ${process.pid}`, role: 'admin' });
    expect(h.entries[0]!.actor.displayName).toBe('Site Admin');
    expect(h.entries[2]!.changed).toEqual(['title', 'slug', 'excerpt', 'content', 'category', 'featured']);
    expect(h.nextBefore).toBeNull();
    const stored = streamEvents(f.t, articleStream(a.id));
    expect(h.entries.map((e) => e.at)).toEqual(stored.map((e) => e.metadata.at).reverse());
  });

  it('pages through a long history with `before`', async () => {
    const a = await createOk(f.admin);
    for (let i = 0; i < 6; i++) await editOk(f.admin, { id: a.id, title: `Title number ${i}` });
    const first = await history(a.id, '?limit=3');
    expect(first.entries.map((e) => e.revision)).toEqual([6, 5, 4]);
    expect(first.nextBefore).toBe(4);
    const second = await history(a.id, `?limit=3&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.revision)).toEqual([3, 2, 1]);
    const last = await history(a.id, `?limit=3&before=${second.nextBefore}`);
    expect(last.entries.map((e) => e.revision)).toEqual([0]);
    expect(last.nextBefore).toBeNull();
  });

  it('a version is the article as it was after that event', async () => {
    const a = await createOk(f.admin, { title: 'Version zero title', content: '<p>Zero content <b>bold</b></p>' });
    await editOk(f.admin, { id: a.id, title: 'Version one title' });
    await editOk(f.admin, { id: a.id, content: '<p>Two content<script>x()</script></p>', category: 'expert_qa' });
    const v0 = (await f.admin.get(`/_api/admin/articles/${a.id}/versions/0`)).body.version;
    expect(v0).toMatchObject({ id: a.id, revision: 0, title: 'Version zero title', content: '<p>Zero content <b>bold</b></p>', category: 'sexual_health', published: false, slug: a.slug });
    const v2 = (await f.admin.get(`/_api/admin/articles/${a.id}/versions/2`)).body.version;
    expect(v2).toMatchObject({ revision: 2, title: 'Version one title', content: '<p>Two content</p>', category: 'expert_qa' });
    const missing = await f.admin.get(`/_api/admin/articles/${a.id}/versions/3`);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(m.versionNotFound);
    expect((await f.admin.get(`/_api/admin/articles/${a.id}/versions/x`)).body.error).toBe(m.revisionInvalid);
    expect((await f.admin.get('/_api/admin/articles/987654/history')).status).toBe(404);
    expect((await f.admin.get(`/_api/admin/articles/${a.id}/history?limit=0`)).body.error).toBe(m.historyLimit);
    expect((await f.admin.get(`/_api/admin/articles/${a.id}/history?before=-1`)).body.error).toBe(m.historyBefore);
  });

  it('restoring a version appends one ArticleEdited with its fields and restoredFrom', async () => {
    const a = await createOk(f.admin, { title: 'Original title here', excerpt: 'The original excerpt.' });
    await editOk(f.admin, { id: a.id, title: 'Changed title here', excerpt: 'A changed excerpt, longer.', featured: true });
    const stale = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/restore').send({ id: a.id, revision: 0, expectedRevision: 0 }));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(m.stale);
    const res = await f.admin.post('/_api/admin/articles/restore').send({ id: a.id, revision: 0, expectedRevision: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(m.restored);
    expect(res.body.article).toMatchObject({ title: 'Original title here', excerpt: 'The original excerpt.', featured: false, revision: 2 });
    const last = streamEvents(f.t, articleStream(a.id)).at(-1)!;
    expect(last.type).toBe('ArticleEdited');
    expect(last.data).toMatchObject({ restoredFrom: 0, title: 'Original title here', featured: false });
    // Unchanged fields (content, slug, category) are not repeated.
    expect(last.data).not.toHaveProperty('content');
    expect(last.data).not.toHaveProperty('slug');
    const h = await history(a.id);
    expect(h.entries[0]).toMatchObject({ revision: 2, type: 'ArticleEdited', restoredFrom: 0 });
    const missing = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/restore').send({ id: a.id, revision: 9 }));
    expect(missing.status).toBe(404);
  });

  it('a deleted article keeps its history; its versions stay readable', async () => {
    const a = await createOk(f.admin);
    await f.admin.post('/_api/admin/articles/delete').send({ id: a.id });
    const h = await history(a.id);
    expect(h.entries.map((e) => e.type)).toEqual(['ArticleDeleted', 'ArticleCreated']);
    expect((await f.admin.get(`/_api/admin/articles/${a.id}/versions/0`)).body.version.title).toBe(a.title);
  });
});

describe('admin list', () => {
  it('drafts included, newest first, 10 a page by default, with filters and stats from the projection', async () => {
    // A fresh app: the list's totals are exact only with no other test's articles.
    const t = await startTestApp();
    try {
      const admin = await loginAs(t, 'admin');
      const other = await secondAdmin(t, `Lister ${process.pid}`);
      const made: { id: number; published: boolean; category: string; authorId: number }[] = [];
      for (let i = 0; i < 23; i++) {
        const who = i % 3 === 0 ? other.agent : admin;
        const category = i % 2 ? 'expert_qa' : 'sexual_health';
        const a = await createOk(who, { published: i % 4 === 0, category });
        made.push({ id: a.id, published: a.published, category, authorId: a.authorId });
      }
      const [gone, pub1, pub2, unpub, moved] = [made[5]!.id, made[8]!.id, made[1]!.id, made[0]!.id, made[2]!.id];
      await admin.post('/_api/admin/articles/delete').send({ id: gone });
      await admin.post('/_api/admin/articles/bulk').send({ ids: [pub1, pub2], action: 'publish' });
      await admin.post('/_api/admin/articles/bulk').send({ ids: [unpub], action: 'unpublish' });
      await admin.post('/_api/admin/articles/edit').send({ id: moved, category: 'expert_qa' });
      made.splice(5, 1);
      for (const x of made) {
        if (x.id === pub1 || x.id === pub2) x.published = true;
        if (x.id === unpub) x.published = false;
        if (x.id === moved) x.category = 'expert_qa';
      }
      const newestFirst = [...made].reverse();
      const cases: [string, (x: (typeof made)[number]) => boolean][] = [
        ['', () => true],
        ['published=true', (x) => x.published],
        ['published=false', (x) => !x.published],
        ['category=expert_qa', (x) => x.category === 'expert_qa'],
        [`authorId=${other.id}`, (x) => x.authorId === other.id],
        [`category=sexual_health&authorId=${other.id}&published=false`, (x) => x.category === 'sexual_health' && x.authorId === other.id && !x.published],
      ];
      for (const [q, keep] of cases) {
        const want = newestFirst.filter(keep).map((x) => x.id);
        for (const page of [1, 2, 3]) {
          const res = await admin.get(`/_api/admin/articles?${q}&page=${page}`);
          expect(res.status).toBe(200);
          expect(res.body.articles.map((x: { id: number }) => x.id), `${q} page ${page}`).toEqual(want.slice((page - 1) * 10, page * 10));
          expect(res.body.pagination).toEqual({ page, limit: 10, total: want.length, totalPages: Math.max(1, Math.ceil(want.length / 10)) });
        }
      }
      const all = (await admin.get('/_api/admin/articles')).body;
      expect(all.stats).toEqual({ total: made.length, published: made.filter((x) => x.published).length, drafts: made.filter((x) => !x.published).length });
      const row = all.articles[0];
      expect(Object.keys(row).sort()).toEqual(
        ['id', 'slug', 'title', 'excerpt', 'category', 'tags', 'coverImage', 'published', 'featured', 'authorId', 'authorDisplayName', 'authorAvatarUrl', 'createdAt', 'updatedAt', 'revision', 'publishAt'].sort(),
      );
    } finally {
      await t.close();
    }
  });
});
