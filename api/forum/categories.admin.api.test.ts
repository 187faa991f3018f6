import { beforeAll, describe, expect, it } from 'vitest';
import { forumCategoryAdminMessages as am } from '../../schemas/forum/admin.js';
import { forumMessages as fm } from '../../schemas/forum/messages.js';
import { forAll } from '../../tests/support/lifecycle.js';
import { staffClients } from '../../tests/support/staff-clients.js';
import { forumFixture, type Agent, type ForumFixture } from './forum.test-support.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';
import { itRefusesEach, namedItemRefusals, unknownField } from '../../tests/support/refusals.js';
import { expectStudioListClosed } from '../../tests/support/studio.js';

/** The studio's forum categories (issue 27): permissions, validation, 409, idempotency, archive-not-delete, history. */

const PATH = '/_api/admin/forum/categories';
let f: ForumFixture;
forAll(async () => (f = await forumFixture()));
let editor: Agent;
let moderator: Agent;

beforeAll(async () => {
  ({ editor, moderator } = await staffClients(f.t, 'editor', 'moderator'));
});

const body = (over: Record<string, unknown> = {}) => ({ name: `Staff category ${Math.random().toString(36).slice(2, 8)}`, description: 'Talk about anything here.', categoryType: 'general_discussion', ...over });

async function create(agent: Agent, over: Record<string, unknown> = {}, key?: string) {
  const req = agent.post(PATH);
  if (key) req.set('Idempotency-Key', key);
  const res = await req.send(body(over));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.category as { id: number; name: string; revision: number; position: number; archived: boolean };
}

/** Runs `fn` and asserts that it appended nothing to the log. */
const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(f.t, fn);

describe('permissions', () => {
  it('anonymous 401, members and moderators 403 (no event); editors and admins manage categories', async () => {
    await noEvents(() => expectStudioListClosed(PATH, body, { anon: f.anon, member: f.member, moderator }));
    const made = await create(editor);
    expect(made.id).toBeGreaterThan(0);
    const list = await f.admin.get(PATH);
    expect(list.status).toBe(200);
    expect(list.body.categories.at(-1)).toMatchObject({ id: made.id, archived: false, threadCount: 0 });
  });
});

describe('validation', () => {
  itRefusesEach('%j is refused: 400 with its message and no event', (over: Record<string, unknown>) => noEvents(() => f.admin.post(PATH).send(body(over))), [
    ...namedItemRefusals(am, { name: 60, description: 300 }),
    [am.categoryType, { categoryType: 'chat' }],
    [unknownField('position'), { position: 0 }],
  ]);

  it('a bad edit, archive, order or delete is a 400 with no event', async () => {
    const c = await create(f.admin);
    await noEvents(async () => {
      for (const [path, b] of [
        ['/edit', { id: c.id, name: 'No revision' }],
        ['/edit', { id: 'x', expectedRevision: 0 }],
        ['/archive', { id: c.id, archived: 'yes' }],
        ['/order', { ids: [c.id, c.id] }],
        ['/order', { ids: [c.id] }],
        ['/delete', {}],
      ] as const) {
        const res = await f.admin.post(PATH + path).send(b);
        expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
    });
  });
});

describe('edits and order', () => {
  it('an edit at the loaded revision saves; a stale one is 409 "changed by someone else"', async () => {
    const c = await create(editor);
    const ok = await editor.post(`${PATH}/edit`).send({ id: c.id, expectedRevision: c.revision, name: 'Renamed category' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.category).toMatchObject({ name: 'Renamed category', revision: c.revision + 1 });
    await noEvents(async () => {
      const stale = await f.admin.post(`${PATH}/edit`).send({ id: c.id, expectedRevision: c.revision, name: 'Another name' });
      expect(stale.status).toBe(409);
      expect(stale.body.error).toMatch(/changed by someone else/);
    });
    const pub = await f.anon.get('/_api/forum/categories');
    expect((pub.body.json as { id: number; name: string }[]).find((x) => x.id === c.id)?.name).toBe('Renamed category');
  });

  it('a new order moves the categories on /forum', async () => {
    const ids = ((await f.admin.get(PATH)).body.categories as { id: number }[]).map((x) => x.id);
    const reversed = [...ids].reverse();
    const res = await editor.post(`${PATH}/order`).send({ ids: reversed });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body.categories as { id: number }[]).map((x) => x.id)).toEqual(reversed);
    const pub = await f.anon.get('/_api/forum/categories');
    expect((pub.body.json as { id: number }[]).map((x) => x.id)).toEqual(reversed);
  });
});

describe('idempotent creates', () => {
  it('a retry with the same Idempotency-Key answers the first category and appends nothing', async () => {
    const key = `cat-${Math.random()}`;
    const b = body();
    const first = await f.admin.post(PATH).set('Idempotency-Key', key).send(b);
    expect(first.status).toBe(201);
    await noEvents(async () => {
      const again = await f.admin.post(PATH).set('Idempotency-Key', key).send(b);
      expect(again.status).toBe(201);
      expect(again.body.category.id).toBe(first.body.category.id);
    });
  });
});

describe('archive, not delete', () => {
  it('a category with threads cannot be deleted; archived, it refuses new threads and replies but stays readable', async () => {
    const c = await create(f.admin);
    const thread = await f.member.post('/_api/forum/thread').send({ categoryId: c.id, title: 'A thread before archiving', content: 'Some words for the thread body.' });
    expect(thread.status, JSON.stringify(thread.body)).toBe(201);
    const threadId = thread.body.thread.id as number;
    await noEvents(async () => {
      const del = await f.admin.post(`${PATH}/delete`).send({ id: c.id });
      expect(del.status).toBe(400);
      expect(del.body.error).toBe(am.hasThreads);
    });
    const arch = await editor.post(`${PATH}/archive`).send({ id: c.id, archived: true });
    expect(arch.status, JSON.stringify(arch.body)).toBe(200);
    expect(arch.body.category.archived).toBe(true);
    await noEvents(async () => {
      const t2 = await f.member.post('/_api/forum/thread').send({ categoryId: c.id, title: 'A thread after archiving', content: 'Some words for the thread body.' });
      expect(t2.status).toBe(400);
      expect(t2.body.error).toBe(am.archived);
      const reply = await f.member.post('/_api/forum/thread/reply').send({ threadId, content: 'A reply after archiving.' });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toBe(am.archived);
    });
    const pub = await f.anon.get('/_api/forum/categories');
    expect((pub.body.json as { id: number; archived?: boolean }[]).find((x) => x.id === c.id)).toMatchObject({ archived: true, threadCount: 1 });
    expect((await f.anon.get(`/_api/forum/threads?categoryId=${c.id}`)).status).toBe(200);
    const reopened = await f.admin.post(`${PATH}/archive`).send({ id: c.id, archived: false });
    expect(reopened.body.category.archived).toBe(false);
  });

  it('a category without threads is deleted and leaves /forum', async () => {
    const c = await create(editor);
    const del = await editor.post(`${PATH}/delete`).send({ id: c.id });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const pub = await f.anon.get('/_api/forum/categories');
    expect((pub.body.json as { id: number }[]).some((x) => x.id === c.id)).toBe(false);
    const thread = await f.member.post('/_api/forum/thread').send({ categoryId: c.id, title: 'In a deleted category', content: 'Some words for the thread body.' });
    expect(thread.status).toBe(400);
    expect((await editor.post(`${PATH}/edit`).send({ id: c.id, expectedRevision: 1, name: 'Back' })).status).toBe(404);
  });

  it('a delete racing the first thread: exactly one lands, both decided on the category stream', async () => {
    for (let round = 0; round < 6; round++) {
      const c = await create(editor);
      const [thread, del] = await Promise.all([
        f.member.post('/_api/forum/thread').send({ categoryId: c.id, title: `Racing thread ${round}`, content: 'Some words for the thread body.' }),
        f.admin.post(`${PATH}/delete`).send({ id: c.id }),
      ]);
      if (del.status === 200) expect([thread.status, thread.body.error]).toEqual([400, fm.categoryNotFound]);
      else {
        expect([del.status, del.body.error, thread.status]).toEqual([400, am.hasThreads, 201]);
        const history = await editor.get(`${PATH}/${c.id}/history`);
        // A member's first thread is not a staff change: the history and the editor's revision leave it out.
        expect((history.body.entries as { type: string }[]).map((e) => e.type)).toEqual(['ForumCategoryCreated']);
        expect((await editor.post(`${PATH}/edit`).send({ id: c.id, expectedRevision: c.revision, name: `Raced ${round} ${c.name}` })).status).toBe(200);
      }
    }
  });
});

describe('history', () => {
  it('lists every change newest first with the acting staff member', async () => {
    const c = await create(editor);
    await f.admin.post(`${PATH}/edit`).send({ id: c.id, expectedRevision: 0, description: 'A new description.' });
    await editor.post(`${PATH}/archive`).send({ id: c.id, archived: true });
    const res = await f.admin.get(`${PATH}/${c.id}/history`);
    expect(res.status).toBe(200);
    expect(res.body.revision).toBe(2);
    const entries = res.body.entries as { type: string; actor: { displayName: string; role: string } }[];
    expect(entries.map((e) => e.type)).toEqual(['ForumCategoryArchived', 'ForumCategoryEdited', 'ForumCategoryCreated']);
    expect(entries[0]!.actor).toMatchObject({ displayName: 'Test editor', role: 'editor' });
    expect(entries[1]!.actor).toMatchObject({ displayName: 'Site Admin', role: 'admin' });
    expect((await f.admin.get(`${PATH}/999999/history`)).status).toBe(404);
    expect((await f.member.get(`${PATH}/${c.id}/history`)).status).toBe(403);
  });
});

describe('audit trail', () => {
  it("every staff change is an entry with the acting staff member, labelled with the name it had then; the seeder's creations are none", async () => {
    const c = await create(editor, { name: 'Audited category' });
    await f.admin.post(`${PATH}/archive`).send({ id: c.id, archived: true });
    const res = await f.admin.get(`/_api/admin/audit?targetType=forum_category&targetId=${c.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const entries = res.body.entries as { action: string; actor: { displayName: string }; targetLabel: string }[];
    expect(entries.map((e) => e.action)).toEqual(['forum_category.archived', 'forum_category.created']);
    expect(entries[1]).toMatchObject({ actor: expect.objectContaining({ displayName: 'Test editor' }), targetLabel: 'Audited category' });
    const seeded = await f.admin.get(`/_api/admin/audit?targetType=forum_category&targetId=${f.categories.introductions}`);
    expect((seeded.body.entries as { action: string }[]).some((e) => e.action === 'forum_category.created')).toBe(false);
  });
});
