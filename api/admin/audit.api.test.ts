import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditMessages, type AuditEntry, type AuditResponse } from '../../schemas/admin/audit.js';
import { adminFixture, createOk, editOk, noEvents, secondAdmin, type AdminFixture, type Agent } from '../articles/admin.test-support.js';
import { expectRefusals } from '../../tests/support/refusals.js';

/**
 * The audit trail (issue 9): after a scripted series of admin actions, the trail lists each
 * one, newest first, with who, what, when, the target and the reason; filters and paging by
 * index; admins only. Members' own actions (posting a comment) are not admin actions.
 */

let f: AdminFixture;
let other: { agent: Agent; id: number };
let articleId: number;
let commentId: number;
const LONG_COMMENT = `This comment is long enough to be cut: ${'words and more words '.repeat(6)}`;

const audit = async (q = '', as: Agent = f.admin) => {
  const res = await as.get(`/_api/admin/audit${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AuditResponse;
};

beforeAll(async () => {
  f = await adminFixture();
  other = await secondAdmin(f.t, `Auditor ${process.pid}`);
  // The script: create, edit, publish, a member comments, moderate it, unpublish, delete.
  const a = await createOk(f.admin, { title: 'Audited article title' });
  articleId = a.id;
  await editOk(f.admin, { id: a.id, expectedRevision: 0, title: 'Audited article, edited', content: '<p>New body for the audit.</p>' });
  await editOk(other.agent, { id: a.id, published: true });
  const posted = await f.member.post('/_api/articles/comments').send({ articleId: a.id, content: LONG_COMMENT });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  commentId = posted.body.comment.id;
  const moderated = await f.admin.post('/_api/admin/comments/moderate').send({ commentIds: [commentId], status: 'rejected', reason: 'Off-topic advertising' });
  expect(moderated.status, JSON.stringify(moderated.body)).toBe(200);
  await f.admin.post('/_api/admin/articles/bulk').send({ ids: [a.id], action: 'unpublish' });
  await f.admin.post('/_api/admin/articles/delete').send({ id: a.id });
});
afterAll(async () => {
  await f.t.close();
});

describe('audit trail', () => {
  it('lists every admin action of the script, newest first, with who, what, when, target and reason', async () => {
    const { entries } = await audit();
    const mine = entries.filter((e) => e.targetId === articleId || e.targetId === commentId);
    expect(mine.map((e) => [e.action, e.targetType, e.actor.displayName])).toEqual([
      ['article.deleted', 'article', 'Site Admin'],
      ['article.unpublished', 'article', 'Site Admin'],
      ['comment.moderated', 'comment', 'Site Admin'],
      ['article.published', 'article', `Auditor ${process.pid}`],
      ['article.edited', 'article', 'Site Admin'],
      ['article.created', 'article', 'Site Admin'],
    ]);
    const byAction = (a: string) => mine.find((e) => e.action === a)!;
    expect(byAction('article.created').targetLabel).toBe('Audited article title');
    // An edit's entry carries the title it gave; later entries keep it, even after deletion.
    expect(byAction('article.edited')).toMatchObject({ targetLabel: 'Audited article, edited', details: { changed: ['title', 'content'] } });
    expect(byAction('article.deleted').targetLabel).toBe('Audited article, edited');
    expect(byAction('article.deleted').article).toBeNull();
    const mod = byAction('comment.moderated');
    expect(mod.reason).toBe('Off-topic advertising');
    expect(mod.details.status).toBe('rejected');
    expect(mod.targetLabel).toBe(`${[...LONG_COMMENT].slice(0, 80).join('')}…`);
    for (const e of mine) {
      expect(Date.parse(e.at)).not.toBeNaN();
      expect(e.correlationId).toEqual(expect.any(String));
    }
    const seqs = entries.map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((x, y) => y - x));
  });

  it('names the comment’s article while it exists', async () => {
    const a = await createOk(f.admin, { published: true });
    const posted = await f.member.post('/_api/articles/comments').send({ articleId: a.id, content: 'Short one.' });
    await f.admin.post('/_api/admin/comments/moderate').send({ commentIds: [posted.body.comment.id], status: 'approved' });
    const [entry] = (await audit(`?targetType=comment&targetId=${posted.body.comment.id}`)).entries;
    expect(entry).toMatchObject({ action: 'comment.moderated', targetLabel: 'Short one.', article: { id: a.id, slug: a.slug, title: a.title }, reason: null });
  });

  it('filters by admin, action and target, and pages with a cursor', async () => {
    const byOther = await audit(`?actorId=${other.id}`);
    expect(byOther.entries.length).toBeGreaterThan(0);
    expect(byOther.entries.every((e) => e.actor.id === other.id)).toBe(true);
    const pubs = await audit('?action=article.published');
    expect(pubs.entries.length).toBeGreaterThan(0);
    expect(pubs.entries.every((e: AuditEntry) => e.action === 'article.published')).toBe(true);
    expect(pubs.entries.map((e) => e.targetId)).toContain(articleId);
    const target = await audit(`?targetType=article&targetId=${articleId}`);
    expect(target.entries.map((e) => e.action)).toEqual(['article.deleted', 'article.unpublished', 'article.published', 'article.edited', 'article.created']);
    const both = await audit(`?actorId=${f.adminId}&targetType=article&targetId=${articleId}`);
    expect(both.entries).toHaveLength(4);
    const comments = await audit('?targetType=comment');
    expect(comments.entries.length).toBeGreaterThan(0);
    expect(comments.entries.every((e) => e.targetType === 'comment')).toBe(true);
    expect(comments.entries.map((e) => e.targetId)).toContain(commentId);

    const all = (await audit('?limit=100')).entries;
    const first = await audit('?limit=2');
    expect(first.entries).toEqual(all.slice(0, 2));
    expect(first.nextCursor).toBe(all[1]!.seq);
    const second = await audit(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.entries).toEqual(all.slice(2, 4));
    const end = await audit(`?limit=100&cursor=${all.at(-1)!.seq}`);
    expect(end).toEqual({ entries: [], nextCursor: null });
  });

  it('lists the admins in the trail for the filter', async () => {
    const res = await f.admin.get('/_api/admin/audit/actors');
    expect(res.body.actors).toEqual(expect.arrayContaining([{ id: f.adminId, displayName: 'Site Admin' }, { id: other.id, displayName: `Auditor ${process.pid}` }]));
  });

  it('seeded content (role system) and members’ own actions are not entries', async () => {
    const { entries } = await audit('?limit=100');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.actor.id === f.adminId || e.actor.id === other.id)).toBe(true);
  });

  it('admins only; bad parameters are 400 with their message', async () => {
    expect((await f.anon.get('/_api/admin/audit')).status).toBe(401);
    const member = await f.member.get('/_api/admin/audit');
    expect(member.status).toBe(403);
    expect(member.body.error).toBe('Access denied. Your role (user) lacks required permissions.');
    expect((await f.member.get('/_api/admin/audit/actors')).status).toBe(403);
    expect((await f.anon.get('/_api/admin/audit/actors')).status).toBe(401);
    await expectRefusals((q: string) => noEvents(f.t, () => f.admin.get(`/_api/admin/audit?${q}`)), [
      [auditMessages.limit, 'limit=0', 'limit=101'],
      [auditMessages.cursor, 'cursor=abc'],
      [auditMessages.actorId, 'actorId=0'],
      [auditMessages.action, 'action=article.vanished'],
      [auditMessages.targetType, 'targetType=user'],
      [auditMessages.targetIdNeedsType, 'targetId=5'],
    ]);
  });

  it('every filter reads an index, never the whole trail', async () => {
    const db = f.t.deps.rm;
    const { auditPage } = await import('./audit.queries.js');
    const sqls: string[] = [];
    const spy = { stmt: (sql: string) => (sqls.push(sql), db.stmt(sql)) } as unknown as typeof db;
    const filters = [{}, { actorId: 1 }, { action: 'article.edited' as const }, { targetType: 'comment' as const }, { targetType: 'article' as const, targetId: 1 }, { actorId: 1, action: 'article.created' as const }, { actorId: 1, targetType: 'article' as const }];
    for (const q of filters) auditPage(spy, { limit: 5, cursor: 100, ...q });
    for (const sql of sqls) {
      const plan = (db.stmt(`EXPLAIN QUERY PLAN ${sql}`).all(...sql.split('?').slice(1).map(() => 1)) as { detail: string }[]).map((r) => r.detail).join('; ');
      expect(plan, sql).not.toMatch(/TEMP B-TREE|SCAN l\b|SCAN audit_log/);
    }
  });
});
