import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildReadModel } from '../../projections/rebuild.js';
import { auditMessages, type AuditEntry, type AuditQuery, type AuditResponse } from '../../schemas/admin/audit.js';
import type { ForumThreadDto } from '../../schemas/forum/queries.js';
import { countEvents, createThread, forumFixture, newMember, noEvents, threadBody, type Agent, type ForumFixture } from '../forum/forum.test-support.js';
import { secondAdmin } from '../articles/admin.test-support.js';
import { auditPage } from './audit.queries.js';

/**
 * Forum moderation in the audit trail (issues 9 and 10): an admin's pin, lock, unpin and unlock
 * of a thread, through the real endpoints, are entries of the trail with who, what and when,
 * targeting the thread by id; filterable by target type, target, action and admin. The thread's
 * title is its author's personal data: it is read from the forum read model when the trail is
 * read, never stored in the trail, so erasing the author erases it there too.
 */

let f: ForumFixture;
let other: { agent: Agent; id: number };
let author: { agent: Agent; id: number };
let thread: ForumThreadDto;
let second: ForumThreadDto;
const TITLE = 'Is my smart speaker always listening?';
const SECOND_TITLE = 'Favourite privacy settings for a new phone';

const audit = async (q = '', as: Agent = f.admin) => {
  const res = await as.get(`/_api/admin/audit${q}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as AuditResponse;
};

const moderate = async (who: Agent, kind: 'pin' | 'lock', body: Record<string, unknown>) => {
  const res = await who.post(`/_api/forum/thread/${kind}`).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.thread as ForumThreadDto;
};

const threadEntries = async (threadId: number) => (await audit(`?targetType=thread&targetId=${threadId}`)).entries;

beforeAll(async () => {
  f = await forumFixture();
  other = await secondAdmin(f.t, `Forum Auditor ${process.pid}`);
  author = await newMember(f.t, 'Thread Author');
  thread = await createThread(author.agent, threadBody(f.categories.support_community, { title: TITLE }));
  second = await createThread(f.member, threadBody(f.categories.general_discussion, { title: SECOND_TITLE }));
  // The script: pin, lock (by the other admin), a pin that already holds, unpin, unlock; then a pin of another thread.
  expect(await moderate(f.admin, 'pin', { threadId: thread.id, pinned: true })).toMatchObject({ pinned: true });
  expect(await moderate(other.agent, 'lock', { threadId: thread.id, locked: true })).toMatchObject({ locked: true });
  await noEvents(f.t, () => moderate(f.admin, 'pin', { threadId: thread.id, pinned: true }));
  expect(await moderate(f.admin, 'pin', { threadId: thread.id, pinned: false })).toMatchObject({ pinned: false });
  expect(await moderate(f.admin, 'lock', { threadId: thread.id, locked: false })).toMatchObject({ locked: false });
  await moderate(other.agent, 'pin', { threadId: second.id, pinned: true });
  // A member may not: refused, and so not in the trail.
  expect((await f.member.post('/_api/forum/thread/lock').send({ threadId: second.id, locked: true })).status).toBe(403);
}, 120_000);
afterAll(async () => f?.close());

describe('audit trail: forum moderation', () => {
  it('lists each pin, lock, unpin and unlock, newest first, with who, when and the thread labelled by its title', async () => {
    const entries = await threadEntries(thread.id);
    expect(entries.map((e) => [e.action, e.actor.displayName])).toEqual([
      ['thread.unlocked', 'Site Admin'],
      ['thread.unpinned', 'Site Admin'],
      ['thread.locked', `Forum Auditor ${process.pid}`],
      ['thread.pinned', 'Site Admin'],
    ]);
    for (const e of entries) {
      expect(e).toMatchObject({
        targetType: 'thread',
        targetId: thread.id,
        targetLabel: TITLE,
        thread: { id: thread.id, categoryId: f.categories.support_community, categoryName: 'Category support_community' },
        article: null,
        reason: null,
        details: {},
      });
      expect(Date.parse(e.at)).not.toBeNaN();
      expect(e.correlationId).toEqual(expect.any(String));
    }
    expect(countEvents(f.t, 'ThreadPinned') + countEvents(f.t, 'ThreadUnpinned') + countEvents(f.t, 'ThreadLocked') + countEvents(f.t, 'ThreadUnlocked')).toBe(5);
    // Members' own threads and replies are not admin actions; the trail holds the five moderations only.
    const all = (await audit('?limit=100')).entries;
    expect(all.map((e) => e.action)).toEqual(['thread.pinned', 'thread.unlocked', 'thread.unpinned', 'thread.locked', 'thread.pinned']);
  });

  it('filters by target type, target, action and admin', async () => {
    const threads = await audit('?targetType=thread');
    expect(threads.entries).toHaveLength(5);
    expect(threads.entries.every((e) => e.targetType === 'thread')).toBe(true);
    expect((await audit('?targetType=article')).entries).toEqual([]);
    expect((await audit('?targetType=comment')).entries).toEqual([]);

    const [pinOfSecond] = await threadEntries(second.id);
    expect(pinOfSecond).toMatchObject({ action: 'thread.pinned', targetLabel: SECOND_TITLE, actor: { id: other.id }, thread: { categoryName: 'Category general_discussion' } });
    expect(await threadEntries(second.id)).toHaveLength(1);

    const pins = await audit('?action=thread.pinned');
    expect(pins.entries.map((e) => e.targetId)).toEqual([second.id, thread.id]);
    expect((await audit('?action=thread.locked')).entries.map((e) => [e.targetId, e.actor.id])).toEqual([[thread.id, other.id]]);
    expect((await audit('?action=thread.unlocked')).entries).toHaveLength(1);
    expect((await audit('?action=thread.unpinned')).entries).toHaveLength(1);

    const byOther = await audit(`?actorId=${other.id}&targetType=thread`);
    expect(byOther.entries.map((e) => [e.action, e.targetId])).toEqual([['thread.pinned', second.id], ['thread.locked', thread.id]]);
    const byAdminOnThread = await audit(`?actorId=${f.adminId}&targetType=thread&targetId=${thread.id}`);
    expect(byAdminOnThread.entries.map((e) => e.action)).toEqual(['thread.unlocked', 'thread.unpinned', 'thread.pinned']);

    const page1 = await audit('?targetType=thread&limit=3');
    const page2 = await audit(`?targetType=thread&limit=3&cursor=${page1.nextCursor}`);
    expect([...page1.entries, ...page2.entries]).toEqual(threads.entries);
    expect(page2.nextCursor).toBeNull();
  });

  it('the admins who moderated threads are in the admin filter', async () => {
    const res = await f.admin.get('/_api/admin/audit/actors');
    expect(res.body.actors).toEqual([{ id: f.adminId, displayName: 'Site Admin' }, { id: other.id, displayName: `Forum Auditor ${process.pid}` }].sort((a, b) => a.id - b.id));
  });

  it('bad target parameters are 400 with their message, and the trail stays admins only', async () => {
    for (const [q, message] of [
      ['targetType=forum', auditMessages.targetType],
      [`targetId=${thread.id}`, auditMessages.targetIdNeedsType],
      ['targetType=thread&targetId=0', auditMessages.targetId],
      ['action=thread.exploded', auditMessages.action],
    ]) {
      const res = await noEvents(f.t, () => f.admin.get(`/_api/admin/audit?${q}`));
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toBe(message);
    }
    expect(auditMessages.targetType).toBe('targetType must be one of: article, comment, thread, member, product, criterion, expert, interview, forum_category, newsletter_topic, newsletter_issue, synonym_group, reply, review, settings');
    expect((await f.member.get('/_api/admin/audit?targetType=thread')).status).toBe(403);
    expect((await f.anon.get('/_api/admin/audit?targetType=thread')).status).toBe(401);
  });

  it('every thread filter reads an index, never the whole trail', () => {
    const db = f.t.deps.rm;
    const sqls: string[] = [];
    const spy = { stmt: (sql: string) => (sqls.push(sql), db.stmt(sql)) } as unknown as typeof db;
    const filters: Partial<AuditQuery>[] = [
      { targetType: 'thread' },
      { targetType: 'thread', targetId: 1 },
      { action: 'thread.locked' },
      { actorId: 1, targetType: 'thread' },
      { actorId: 1, action: 'thread.pinned' },
      { actorId: 1, targetType: 'thread', targetId: 1 },
    ];
    for (const q of filters) auditPage(spy, { limit: 5, cursor: 100, ...q });
    expect(sqls).toHaveLength(filters.length);
    for (const sql of sqls) {
      const plan = (db.stmt(`EXPLAIN QUERY PLAN ${sql}`).all(...sql.split('?').slice(1).map(() => 1)) as { detail: string }[]).map((r) => r.detail).join('; ');
      expect(plan, sql).not.toMatch(/TEMP B-TREE|SCAN l\b|SCAN audit_log|SCAN t\b|SCAN fc\b|SCAN forum_/);
    }
  });

  it('never stores a thread’s title; erasing its author erases it from the trail, a rebuild changes nothing else', async () => {
    const stored = JSON.stringify(f.t.deps.rm.stmt('SELECT * FROM audit_log').all());
    expect(stored).toContain(`"target_type":"thread"`);
    expect(stored).not.toContain(TITLE);
    expect(stored).not.toContain(SECOND_TITLE);

    const before = (await audit('?limit=100')).entries;
    f.t.deps.keys.destroy(author.id);
    await rebuildReadModel({ store: f.t.deps.store, keys: f.t.deps.keys, dir: f.t.config.files.readModelDir });
    f.t.deps.rm.followSwap();

    const after = (await audit('?limit=100')).entries;
    const erased = (e: AuditEntry): AuditEntry => (e.targetId === thread.id ? { ...e, targetLabel: null } : e);
    expect(after).toEqual(before.map(erased));
    const ofThread = after.filter((e) => e.targetId === thread.id);
    expect(ofThread).toHaveLength(4);
    expect(ofThread.every((e) => e.targetLabel === null && e.thread?.id === thread.id)).toBe(true);
    expect(after.find((e) => e.targetId === second.id)?.targetLabel).toBe(SECOND_TITLE);
  });
});
