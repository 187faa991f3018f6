import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import { eventRows } from '../../tests/support/api.js';
import { articleStream } from './article.decider.js';
import { createArticleCommand } from './admin.commands.js';
import { adminFixture, articleBody, createOk, editOk, noEvents, publicSlugs, secondAdmin, streamEvents, type AdminFixture, type Agent } from './admin.test-support.js';
import { expectRefusals } from '../../tests/support/refusals.js';

/**
 * The admin article API (issue 9; SPEC 5, 6, 7; SECURITY T13, T15, T17, T36, T37): permissions,
 * every validation message, slugs decided on the write side, the stale-revision 409, publishing
 * with read-your-writes, deletion, bulk actions and idempotent creates.
 */

let f: AdminFixture;
beforeAll(async () => {
  f = await adminFixture();
});
afterAll(async () => {
  await f.t.close();
});

describe('permissions', () => {
  /** Every admin article endpoint, with a body that an admin would get a 2xx for. */
  const endpoints = (id: number): [string, string, Record<string, unknown>?][] => [
    ['get', '/_api/admin/articles'],
    ['get', `/_api/admin/articles/${id}`],
    ['get', `/_api/admin/articles/${id}/history`],
    ['get', `/_api/admin/articles/${id}/versions/0`],
    ['post', '/_api/admin/articles', articleBody()],
    ['post', '/_api/admin/articles/edit', { id, featured: true }],
    ['post', '/_api/admin/articles/restore', { id, revision: 0 }],
    ['post', '/_api/admin/articles/bulk', { ids: [id], action: 'publish' }],
    ['post', '/_api/admin/articles/delete', { id }],
  ];
  const send = (who: Agent, [method, path, body]: [string, string, Record<string, unknown>?]) =>
    method === 'get' ? who.get(path) : who.post(path).send(body ?? {});

  it('anonymous 401, member 403 (with the spec text), admin 2xx; refusals append nothing', async () => {
    const a = await createOk(f.admin);
    for (const ep of endpoints(a.id)) {
      const anon = await noEvents(f.t, () => send(f.anon, ep));
      expect(anon.status, `${ep[0]} ${ep[1]} anonymous`).toBe(401);
      const member = await noEvents(f.t, () => send(f.member, ep));
      expect(member.status, `${ep[0]} ${ep[1]} member`).toBe(403);
      expect(member.body.error).toBe('Access denied. Your role (user) lacks required permissions.');
    }
    for (const ep of endpoints(a.id)) {
      const res = await send(f.admin, ep);
      expect(res.status, `${ep[0]} ${ep[1]} admin: ${JSON.stringify(res.body)}`).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    }
  });

  it('admin answers are never cached', async () => {
    const res = await f.admin.get('/_api/admin/articles');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('validation (SPEC 5), 400 with the exact message and no event', () => {
  const refused = async (path: string, body: unknown, message: string) => {
    const res = await noEvents(f.t, () => f.admin.post(path).send(body as object));
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toBe(message);
  };
  const create = (over: Record<string, unknown>) => articleBody(over);

  it('create: title, content, excerpt, slug, category, flags, unknown fields', async () => {
    const P = '/_api/admin/articles';
    await refused(P, create({ title: 'ab' }), m.titleTooShort);
    await refused(P, create({ title: 'x'.repeat(201) }), m.titleTooLong);
    await refused(P, create({ content: '123456789' }), m.contentTooShort);
    await refused(P, create({ content: ' '.repeat(12) }), m.contentEmpty);
    await refused(P, create({ excerpt: '123456789' }), m.excerptTooShort);
    await refused(P, create({ excerpt: 'x'.repeat(301) }), m.excerptTooLong);
    await refused(P, create({ slug: 'ab' }), m.slugRequired);
    await refused(P, create({ slug: 'Not A Slug' }), m.slugInvalid);
    await refused(P, create({ slug: 'a'.repeat(201) }), m.slugTooLong);
    // A title with no letter that survives the slug helper leaves nothing to derive from.
    await refused(P, create({ title: 'Ελληνικά' }), m.slugRequired);
    await refused(P, create({ category: 'general' }), m.category);
    await refused(P, create({ published: 'yes' }), m.published);
    await refused(P, create({ featured: 1 }), m.featured);
    await refused(P, { ...create({}), authorId: 1 }, 'Unknown field: authorId');
    const { title: _t, ...noTitle } = create({});
    await refused(P, noTitle, m.titleTooShort);
  });

  it('create: the bounds themselves are accepted (emoji count as one character)', async () => {
    const a = await createOk(f.admin, { title: 'a😀c', slug: `emoji-${process.pid}`, excerpt: '😀'.repeat(10), content: '😀'.repeat(10) });
    expect([a.title, a.excerpt]).toEqual(['a😀c', '😀'.repeat(10)]);
    expect((await createOk(f.admin, { title: `Abc ${process.pid}`, excerpt: 'x'.repeat(300), slug: `abc-${process.pid}` })).excerpt).toHaveLength(300);
    expect((await createOk(f.admin, { title: 'xyz', slug: undefined, excerpt: 'x'.repeat(10), content: 'y'.repeat(10) })).slug).toBe('xyz');
  });

  it('edit, delete, bulk and restore: ids, revisions, lists, actions', async () => {
    await refused('/_api/admin/articles/edit', { id: 0, title: 'Fine title' }, m.idInvalid);
    await refused('/_api/admin/articles/edit', { id: 'x' }, m.idInvalid);
    await refused('/_api/admin/articles/edit', { id: 1, expectedRevision: -1 }, m.revisionInvalid);
    await refused('/_api/admin/articles/edit', { id: 1, excerpt: 'short' }, m.excerptTooShort);
    await refused('/_api/admin/articles/edit', { id: 1, content: '   \n\t       ' }, m.contentEmpty);
    await refused('/_api/admin/articles/delete', { id: -1 }, m.idInvalid);
    await refused('/_api/admin/articles/delete', { id: 1.5 }, m.idInvalid);
    await refused('/_api/admin/articles/delete', {}, m.deleteTarget);
    await refused('/_api/admin/articles/bulk', { ids: [], action: 'publish' }, m.idsRequired);
    await refused('/_api/admin/articles/bulk', { ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'publish' }, m.idsTooMany);
    await refused('/_api/admin/articles/bulk', { ids: [1, 1], action: 'publish' }, m.idsDuplicate);
    await refused('/_api/admin/articles/bulk', { ids: [1], action: 'archive' }, m.bulkAction);
    await refused('/_api/admin/articles/restore', { id: 1, revision: -2 }, m.revisionInvalid);
  });

  it('list query parameters', async () => {
    await expectRefusals((q: string) => f.admin.get(`/_api/admin/articles?${q}`), [
      [m.page, 'page=0'],
      [m.limit, 'limit=1001'],
      [m.authorId, 'authorId=-3'],
      [m.publishedFilter, 'published=maybe'],
      [m.category, 'category=general'],
    ]);
    expect((await f.admin.get('/_api/admin/articles?page=1&page=2')).status).toBe(400);
    expect((await f.admin.get('/_api/admin/articles/abc')).body.error).toBe(m.idInvalid);
    expect((await f.admin.get('/_api/admin/articles/99999999')).status).toBe(404);
  });
});

describe('create', () => {
  it('derives the slug from a title with accents, starts as a draft, and records who and when', async () => {
    const a = await createOk(f.admin, { title: 'Café Crème Basics ' + process.pid });
    expect(a.slug).toBe(`cafe-creme-basics-${process.pid}`);
    expect(a.published).toBe(false);
    expect(a.revision).toBe(0);
    expect(a.authorId).toBe(f.adminId);
    expect(await publicSlugs(f.t)).not.toContain(a.slug);
    const [created] = streamEvents(f.t, articleStream(a.id));
    expect(created!.type).toBe('ArticleCreated');
    expect(created!.metadata).toMatchObject({ actorId: f.adminId, actorRole: 'admin' });
    expect(typeof created!.metadata.correlationId).toBe('string');
    expect(Date.parse(created!.metadata.at as string)).not.toBeNaN();
  });

  it('published: true is on /articles and the public article page when the answer arrives', async () => {
    const a = await createOk(f.admin, { published: true, featured: true });
    expect(a.published).toBe(true);
    expect(await publicSlugs(f.t)).toContain(a.slug);
    expect((await f.t.request().get(`/_api/articles/article?slug=${a.slug}`)).status).toBe(200);
    expect(streamEvents(f.t, articleStream(a.id)).map((e) => e.type)).toEqual(['ArticleCreated', 'ArticlePublished']);
  });

  it('stores sanitised HTML and shows it to the editor', async () => {
    const a = await createOk(f.admin, { content: '<p onclick="x()">Hello <script>alert(1)</script>world</p>' });
    const got = await f.admin.get(`/_api/admin/articles/${a.id}`);
    expect(got.body.article.content).toBe('<p>Hello world</p>');
  });

  it('a taken slug is refused with a clear 400, decided on the write side', async () => {
    const a = await createOk(f.admin);
    const res = await noEvents(f.t, () => f.admin.post('/_api/admin/articles').send(articleBody({ slug: a.slug })));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(m.slugTaken);
    // The same title derives the same slug: also taken.
    const again = await f.admin.post('/_api/admin/articles').send(articleBody({ title: a.title }));
    expect(again.body.error).toBe(m.slugTaken);
  });

  it('two concurrent creates with one slug: exactly one wins', async () => {
    for (let round = 0; round < 5; round++) {
      const slug = `race-${process.pid}-${round}`;
      const other = await secondAdmin(f.t, `Racer ${round} ${process.pid}`);
      const results = await Promise.all([f.admin, other.agent, f.admin].map((who) => who.post('/_api/admin/articles').send(articleBody({ slug }))));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 400, 400]);
      for (const r of results.filter((x) => x.status === 400)) expect(r.body.error).toBe(m.slugTaken);
      const created = eventRows(f.t).filter((e) => e.type === 'ArticleCreated' && JSON.parse(e.data).slug === slug);
      expect(created).toHaveLength(1);
    }
  });

  it('commands racing in one process for one slug: exactly one wins, whatever the interleaving', async () => {
    const ctx = () => ({ actorId: f.adminId, actorRole: 'admin' as const, correlationId: `race-${Math.random()}`, causationId: null, now: new Date() });
    for (let round = 0; round < 10; round++) {
      const slug = `tight-race-${process.pid}-${round}`;
      const settled = await Promise.allSettled(Array.from({ length: 5 }, () => createArticleCommand(f.t.deps, articleBody({ slug }), ctx())));
      const won = settled.filter((x) => x.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const x of settled) if (x.status === 'rejected') expect((x.reason as Error).message).toBe(m.slugTaken);
      expect(eventRows(f.t).filter((e) => e.type === 'ArticleCreated' && JSON.parse(e.data).slug === slug)).toHaveLength(1);
    }
  });

  it('keyed copies racing in one process: all answer the one article, created once', async () => {
    for (let round = 0; round < 10; round++) {
      const ctx = { actorId: f.adminId, actorRole: 'admin' as const, correlationId: `keyed-${round}`, causationId: null, now: new Date(), idempotencyKey: `k-${process.pid}-${round}` };
      const body = articleBody();
      const outs = await Promise.all(Array.from({ length: 4 }, () => createArticleCommand(f.t.deps, body, ctx)));
      expect(new Set(outs.map((o) => o.articleId)).size).toBe(1);
      expect(eventRows(f.t).filter((e) => e.type === 'ArticleCreated' && JSON.parse(e.data).title === body.title)).toHaveLength(1);
    }
  });

  it('a retry with the same Idempotency-Key answers the first article and appends nothing', async () => {
    const key = `create-${process.pid}-${Date.now()}`;
    const body = articleBody();
    const first = await f.admin.post('/_api/admin/articles').set('Idempotency-Key', key).send(body);
    expect(first.status).toBe(201);
    const retry = await noEvents(f.t, () => f.admin.post('/_api/admin/articles').set('Idempotency-Key', key).send(body));
    expect(retry.status).toBe(201);
    expect(retry.body.article.id).toBe(first.body.article.id);
    const reused = await noEvents(f.t, () => f.admin.post('/_api/admin/articles').set('Idempotency-Key', key).send(articleBody()));
    expect(reused.status).toBe(409);
  });

  it('concurrent copies of one keyed create make one article', async () => {
    const key = `create-race-${process.pid}-${Date.now()}`;
    const body = articleBody();
    const results = await Promise.all([1, 2, 3].map(() => f.admin.post('/_api/admin/articles').set('Idempotency-Key', key).send(body)));
    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.body))).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.article.id)).size).toBe(1);
    expect(eventRows(f.t).filter((e) => e.type === 'ArticleCreated' && JSON.parse(e.data).title === body.title)).toHaveLength(1);
  });
});

describe('edit', () => {
  it('appends only the changed fields; nothing changed appends nothing', async () => {
    const a = await createOk(f.admin);
    const edited = await editOk(f.admin, { id: a.id, expectedRevision: a.revision, title: 'A brand new title', excerpt: a.excerpt, content: a.content });
    expect(edited.title).toBe('A brand new title');
    expect(edited.revision).toBe(1);
    const events = streamEvents(f.t, articleStream(a.id));
    expect(events.map((e) => e.type)).toEqual(['ArticleCreated', 'ArticleEdited']);
    expect(Object.keys(events[1]!.data).sort()).toEqual(['articleId', 'title']);
    const current = (await f.admin.get(`/_api/admin/articles/${a.id}`)).body.article;
    await noEvents(f.t, () => editOk(f.admin, { id: a.id, expectedRevision: 1, title: current.title, content: current.content, excerpt: current.excerpt, category: current.category, featured: current.featured, published: false }));
  });

  it('two editors on one revision: the first save wins, the second gets 409 and appends nothing', async () => {
    const a = await createOk(f.admin);
    const other = await secondAdmin(f.t, `Editor ${process.pid}`);
    const opened = (await f.admin.get(`/_api/admin/articles/${a.id}`)).body.article.revision as number;
    expect((await other.agent.get(`/_api/admin/articles/${a.id}`)).body.article.revision).toBe(opened);
    await editOk(other.agent, { id: a.id, expectedRevision: opened, title: 'Theirs was first' });
    const mine = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/edit').send({ id: a.id, expectedRevision: opened, title: 'Mine came second' }));
    expect(mine.status).toBe(409);
    expect(mine.body).toEqual({ error: 'This article was changed by someone else since you opened it.' });
    expect((await f.admin.get(`/_api/admin/articles/${a.id}`)).body.article.title).toBe('Theirs was first');
  });

  it('two editors racing on one revision: exactly one 200, the rest 409', async () => {
    const a = await createOk(f.admin);
    const other = await secondAdmin(f.t, `Racing editor ${process.pid}`);
    const results = await Promise.all(
      [f.admin, other.agent, f.admin, other.agent].map((who, i) => who.post('/_api/admin/articles/edit').send({ id: a.id, expectedRevision: 0, title: `Racing title ${i}` })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    expect(streamEvents(f.t, articleStream(a.id)).filter((e) => e.type === 'ArticleEdited')).toHaveLength(1);
  });

  it('publishing and unpublishing through edit: on /articles at once, then gone from the list and the article page', async () => {
    const a = await createOk(f.admin);
    const pub = await editOk(f.admin, { id: a.id, published: true });
    expect(pub.published).toBe(true);
    expect(await publicSlugs(f.t)).toContain(a.slug);
    const unpub = await editOk(f.admin, { id: a.id, published: false });
    expect(unpub.published).toBe(false);
    expect(await publicSlugs(f.t)).not.toContain(a.slug);
    expect((await f.t.request().get(`/_api/articles/article?slug=${a.slug}`)).status).toBe(404);
    expect(streamEvents(f.t, articleStream(a.id)).map((e) => e.type)).toEqual(['ArticleCreated', 'ArticlePublished', 'ArticleUnpublished']);
  });

  it('a new slug is claimed and the old one released for reuse; a taken one is refused', async () => {
    const a = await createOk(f.admin, { published: true });
    const b = await createOk(f.admin);
    const oldSlug = a.slug;
    const moved = await editOk(f.admin, { id: a.id, slug: `${oldSlug}-moved` });
    expect(moved.slug).toBe(`${oldSlug}-moved`);
    expect((await f.t.request().get(`/_api/articles/article?slug=${oldSlug}-moved`)).status).toBe(200);
    expect((await f.t.request().get(`/_api/articles/article?slug=${oldSlug}`)).status).toBe(404);
    const reuse = await createOk(f.admin, { slug: oldSlug });
    expect(reuse.slug).toBe(oldSlug);
    const clash = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/edit').send({ id: b.id, slug: `${oldSlug}-moved` }));
    expect(clash.status).toBe(400);
    expect(clash.body.error).toBe(m.slugTaken);
  });

  it('a missing or deleted article is 404', async () => {
    const res = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/edit').send({ id: 987654, title: 'Nobody home' }));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(m.notFound);
  });
});

describe('delete', () => {
  it('the article leaves the public pages, the lists, the counts and the admin list; its events stay', async () => {
    const a = await createOk(f.admin, { published: true });
    const before = (await f.admin.get('/_api/admin/articles?limit=1000')).body;
    const publicBefore = (await f.t.request().get('/_api/articles')).body.pagination.total as number;
    const res = await f.admin.post('/_api/admin/articles/delete').send({ id: a.id });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(m.deleted);
    expect(await publicSlugs(f.t)).not.toContain(a.slug);
    expect((await f.t.request().get('/_api/articles')).body.pagination.total).toBe(publicBefore - 1);
    expect((await f.t.request().get(`/_api/articles/article?slug=${a.slug}`)).status).toBe(404);
    expect((await f.admin.get(`/_api/admin/articles/${a.id}`)).status).toBe(404);
    const after = (await f.admin.get('/_api/admin/articles?limit=1000')).body;
    expect(after.articles.map((x: { id: number }) => x.id)).not.toContain(a.id);
    expect(after.stats).toEqual({ total: before.stats.total - 1, published: before.stats.published - 1, drafts: before.stats.drafts });
    expect(streamEvents(f.t, articleStream(a.id)).map((e) => e.type)).toEqual(['ArticleCreated', 'ArticlePublished', 'ArticleDeleted']);
    const again = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/delete').send({ id: a.id }));
    expect(again.status).toBe(404);
    // Its slug is free again.
    expect((await createOk(f.admin, { slug: a.slug })).slug).toBe(a.slug);
  });

  it('{ ids } deletes several with per-item results', async () => {
    const a = await createOk(f.admin);
    const res = await f.admin.post('/_api/admin/articles/delete').send({ ids: [a.id, 99999991] });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([{ id: a.id, ok: true }, { id: 99999991, ok: false, error: m.notFound }]);
  });
});

describe('bulk actions', () => {
  it('publish, unpublish and delete report per item what happened', async () => {
    const [a, b, c] = [await createOk(f.admin), await createOk(f.admin), await createOk(f.admin, { published: true })];
    const pub = await f.admin.post('/_api/admin/articles/bulk').send({ ids: [a.id, b.id, c.id, 99999992], action: 'publish' });
    expect(pub.status).toBe(200);
    expect(pub.body.results).toEqual([{ id: a.id, ok: true }, { id: b.id, ok: true }, { id: c.id, ok: true }, { id: 99999992, ok: false, error: m.notFound }]);
    expect(pub.body.message).toBe('Published 3 of 4 articles. 1 failed.');
    const slugs = await publicSlugs(f.t);
    for (const x of [a, b, c]) expect(slugs).toContain(x.slug);
    // c was already published: no second ArticlePublished.
    expect(streamEvents(f.t, articleStream(c.id)).map((e) => e.type)).toEqual(['ArticleCreated', 'ArticlePublished']);

    const unpub = await f.admin.post('/_api/admin/articles/bulk').send({ ids: [a.id, b.id], action: 'unpublish' });
    expect(unpub.body).toEqual({ results: [{ id: a.id, ok: true }, { id: b.id, ok: true }], message: 'Unpublished 2 of 2 articles.' });
    expect(await publicSlugs(f.t)).not.toContain(a.slug);

    const del = await f.admin.post('/_api/admin/articles/bulk').send({ ids: [a.id, c.id], action: 'delete' });
    expect(del.body.results).toEqual([{ id: a.id, ok: true }, { id: c.id, ok: true }]);
    const again = await f.admin.post('/_api/admin/articles/bulk').send({ ids: [a.id, b.id], action: 'delete' });
    expect(again.body.results).toEqual([{ id: a.id, ok: false, error: m.notFound }, { id: b.id, ok: true }]);
    expect(again.body.message).toBe('Deleted 1 of 2 articles. 1 failed.');
  });

  it('a retried keyed bulk repeats nothing', async () => {
    const [a, b] = [await createOk(f.admin), await createOk(f.admin)];
    const key = `bulk-${process.pid}-${Date.now()}`;
    const first = await f.admin.post('/_api/admin/articles/bulk').set('Idempotency-Key', key).send({ ids: [a.id, b.id], action: 'publish' });
    expect(first.body.results).toHaveLength(2);
    expect(first.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    await f.admin.post('/_api/admin/articles/bulk').send({ ids: [a.id], action: 'unpublish' });
    // The retry finds the publish already done (its events are in the log) and does not publish again.
    const retry = await noEvents(f.t, () => f.admin.post('/_api/admin/articles/bulk').set('Idempotency-Key', key).send({ ids: [a.id, b.id], action: 'publish' }));
    expect(retry.body.results).toEqual(first.body.results);
    expect((await f.admin.get(`/_api/admin/articles/${a.id}`)).body.article.published).toBe(false);
  });
});
