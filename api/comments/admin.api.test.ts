import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCommentMessages as m, type AdminComment, type AdminCommentsResponse, type ModerationStatus } from '../../schemas/admin/comments.js';
import { idempotencyMessages } from '../../schemas/shared/event.js';
import { loginAs, registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import { commentStream } from './comment.decider.js';
import { noEvents as appendsNothing } from '../../tests/support/events.js';
import { expectRefusals, givenTwice, unknownField } from '../../tests/support/refusals.js';

/**
 * Comment moderation through HTTP (issue 9; SPEC 2 '/admin/comments', 4, 5, 7): who may call
 * it, every validation message, the status tabs and their totals, paging, search, moderating
 * many comments at once with a result per comment, idempotent retries and read-your-writes.
 */

type Agent = ReturnType<TestApp['agent']>;
const DENIED = 'Access denied. Your role (user) lacks required permissions.';

describe('admin comment moderation API', () => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let writers: Agent[];
  let anon: Agent;
  let A: number;
  let B: number;

  const post = async (who: Agent, articleId: number, content: string) => {
    const res = await who.post('/_api/articles/comments').send({ articleId, content });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.comment.id as number;
  };
  const list = async (query = '') => {
    const res = await admin.get(`/_api/admin/comments${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as AdminCommentsResponse;
  };
  const moderate = (body: unknown, who: Agent = admin) => who.post('/_api/admin/comments/moderate').send(body as object);
  /** Every comment of a tab, through the API's own paging. */
  const all = async (status: ModerationStatus, search?: string) => {
    const out: AdminComment[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await list(`?status=${status}&limit=100&offset=${offset}${search ? `&search=${encodeURIComponent(search)}` : ''}`);
      out.push(...page.comments);
      if (page.comments.length < 100) return out;
    }
  };
  /** Runs `fn` and asserts that it appended nothing to the log. */
  const noEvents = <T>(fn: () => Promise<T>) => appendsNothing(t, fn);

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    admin = await loginAs(t, 'admin');
    member = await loginAs(t, 'member');
    writers = [member];
    for (const displayName of ['Queue Writer One', 'Queue Writer Two', 'Queue Writer Three']) writers.push((await registerMember(t, { displayName })).agent);
    anon = t.agent();
    const articles = (await t.request().get('/_api/articles')).body.articles as { id: number }[];
    A = articles[0]!.id;
    B = articles[1]!.id;
  }, 60_000);
  afterAll(async () => t?.close());

  describe('permissions (SPEC 6: checked on the server)', () => {
    it('answers 401 signed out and 403 for members on every endpoint, appending nothing', async () => {
      const target = await post(member, A, 'A comment to try moderating');
      await noEvents(async () => {
        for (const [who, status] of [
          [anon, 401],
          [member, 403],
        ] as const) {
          const calls = {
            list: who.get('/_api/admin/comments'),
            search: who.get('/_api/admin/comments?status=flagged&search=x'),
            moderate: who.post('/_api/admin/comments/moderate').send({ commentIds: [target], status: 'rejected' }),
            invalid: who.post('/_api/admin/comments/moderate').send({ commentIds: [], status: 'nonsense' }),
            history: who.get(`/_api/admin/comments/${target}/history`),
          };
          for (const [name, call] of Object.entries(calls)) {
            const res = await call;
            expect(res.status, name).toBe(status);
            if (status === 403) expect(res.body.error).toBe(DENIED);
            else expect(res.body.error).toBeTypeOf('string');
          }
        }
      });
      expect((await all('pending')).some((c) => c.id === target)).toBe(true);
    });

    it('answers 200 for admins on every endpoint, with no-store caching', async () => {
      const target = await post(member, A, 'Another comment for the admin');
      for (const [name, res] of [
        ['list', await admin.get('/_api/admin/comments')],
        ['moderate', await moderate({ commentIds: [target], status: 'approved' })],
        ['history', await admin.get(`/_api/admin/comments/${target}/history`)],
      ] as const) {
        expect(res.status, name).toBe(200);
        expect(res.headers['cache-control'], name).toContain('no-store');
      }
    });
  });

  describe('validation (SPEC 5), 400 and no event', () => {
    it('refuses bad moderation bodies with their messages', async () => {
      const target = await post(member, A, 'Validation target');
      const cases: [unknown, string][] = [
        [{ status: 'approved' }, m.commentIdsRequired],
        [{ commentIds: [], status: 'approved' }, m.commentIdsRequired],
        [{ commentIds: 'all', status: 'approved' }, m.commentIdsRequired],
        [{ commentIds: [0], status: 'approved' }, m.commentIdInvalid],
        [{ commentIds: [-3], status: 'approved' }, m.commentIdInvalid],
        [{ commentIds: [1.5], status: 'approved' }, m.commentIdInvalid],
        [{ commentIds: [String(target)], status: 'approved' }, m.commentIdInvalid],
        [{ commentIds: [target, null], status: 'approved' }, m.commentIdInvalid],
        [{ commentIds: Array.from({ length: 101 }, (_, i) => i + 1), status: 'approved' }, m.tooMany],
        [{ commentIds: [target] }, m.status],
        [{ commentIds: [target], status: 'deleted' }, m.status],
        [{ commentIds: [target], status: 'Approved' }, m.status],
        [{ commentIds: [target], status: 'approved', reason: 'x'.repeat(501) }, m.reasonTooLong],
        [{ commentIds: [target], status: 'approved', reason: '😀'.repeat(501) }, m.reasonTooLong],
        [{ commentIds: [target], status: 'approved', reason: 42 }, m.reasonInvalid],
        [{ commentIds: [target], status: 'approved', extra: true }, 'Unknown field: extra'],
      ];
      await noEvents(async () => {
        for (const [body, message] of cases) {
          const res = await moderate(body);
          expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
          expect(res.body.error, JSON.stringify(body).slice(0, 80)).toBe(message);
        }
      });
      // The bounds themselves are accepted: 500 characters (emoji count as one), 100 ids (every one must exist, T16).
      const ok = await moderate({ commentIds: Array.from({ length: 100 }, () => target), status: 'approved', reason: '😀'.repeat(500) });
      expect(ok.status).toBe(200);
      expect(ok.body.results).toHaveLength(1); // one comment, named 100 times
    });

    it('refuses bad list and history queries with their messages', async () => {
      const target = await post(member, A, 'History validation target');
      await expectRefusals((path: string) => admin.get(path), [
        [m.status, '/_api/admin/comments?status=deleted', '/_api/admin/comments?status='],
        [m.limit, '/_api/admin/comments?limit=0', '/_api/admin/comments?limit=101', '/_api/admin/comments?limit=ten'],
        [m.offset, '/_api/admin/comments?offset=-1', '/_api/admin/comments?offset=1.5'],
        [m.searchTooLong, `/_api/admin/comments?search=${'x'.repeat(201)}`],
        [givenTwice('status'), '/_api/admin/comments?status=pending&status=approved'],
        [unknownField('page'), '/_api/admin/comments?page=2'],
        [m.limit, `/_api/admin/comments/${target}/history?limit=0`],
        [m.before, `/_api/admin/comments/${target}/history?before=-1`],
      ]);
      for (const path of ['/_api/admin/comments/999999/history', '/_api/admin/comments/abc/history', '/_api/admin/comments/0/history']) {
        const res = await admin.get(path);
        expect(res.status, path).toBe(404);
        expect(res.body.error).toBe(m.notFound);
      }
    });
  });

  describe('tabs, totals and paging', () => {
    it("lists new comments under 'pending' by default, newest first, 20 a page, with every tab's total", async () => {
      const ids = [];
      for (let i = 0; i < 3; i++) ids.push(await post(writers[i]!, B, `Pending listing ${i}`));
      const page = await list();
      expect(page.comments).toHaveLength(20);
      expect(page.comments.slice(0, 3).map((c) => c.id)).toEqual([...ids].reverse());
      const c = page.comments[0]!;
      expect(c).toMatchObject({ status: 'pending', moderationStatus: 'pending', content: 'Pending listing 2', parentCommentId: null, flagCount: 0, openFlagCount: 0, lastReason: null, visible: true, editedAt: null });
      expect(c.author).toEqual({ id: expect.any(Number), displayName: 'Queue Writer Two', avatarUrl: null });
      expect(c.article).toEqual({ id: B, slug: expect.any(String), title: expect.any(String) });
      expect(new Date(c.createdAt).toISOString()).toBe(c.createdAt);
      for (const status of ['pending', 'approved', 'rejected', 'flagged'] as const) expect(page.counts[status]).toBe((await all(status)).length);
      expect(page.totalCount).toBe(page.counts.pending);
      expect(await list('?status=pending')).toEqual(page);
    });

    it('pages through a tab without gaps or repeats; past the end is empty', async () => {
      const everything = await all('pending');
      expect(everything.length).toBeGreaterThan(25);
      const seen: number[] = [];
      for (let offset = 0; offset < everything.length; offset += 7) seen.push(...(await list(`?limit=7&offset=${offset}`)).comments.map((c) => c.id));
      expect(seen).toEqual(everything.map((c) => c.id));
      expect([...seen].sort((a, b) => b - a)).toEqual(seen);
      const past = await list(`?offset=${everything.length}`);
      expect(past.comments).toEqual([]);
      expect(past.totalCount).toBe(everything.length);
    });

    it('moves comments between tabs; rejected ones leave the public list, approved and flagged stay', async () => {
      const [keep, reject, flag] = [await post(member, A, 'Keep me visible'), await post(member, A, 'Reject me please'), await post(member, A, 'Flag me for later')];
      const before = (await list()).counts;
      for (const [id, status] of [
        [keep, 'approved'],
        [reject, 'rejected'],
        [flag, 'flagged'],
      ] as const)
        expect((await moderate({ commentIds: [id], status })).status).toBe(200);
      const after = await list('?status=rejected');
      expect(after.counts).toEqual({ pending: before.pending - 3, approved: before.approved + 1, rejected: before.rejected + 1, flagged: before.flagged + 1 });
      expect(after.comments[0]).toMatchObject({ id: reject, status: 'rejected', moderationStatus: 'rejected', visible: false });
      expect((await list('?status=flagged')).comments[0]).toMatchObject({ id: flag, status: 'flagged', visible: true });
      expect((await list('?status=approved')).comments[0]).toMatchObject({ id: keep, status: 'approved', visible: true });
      const shown = ((await t.request().get(`/_api/articles/comments?articleId=${A}&limit=100`)).body.comments as { id: number }[]).map((c) => c.id);
      expect(shown).toContain(keep);
      expect(shown).toContain(flag);
      expect(shown).not.toContain(reject);
      // Any status can move to any other (SPEC 4): reinstated, it is public again.
      expect((await moderate({ commentIds: [reject], status: 'pending' })).status).toBe(200);
      expect(((await t.request().get(`/_api/articles/comments?articleId=${A}&limit=100`)).body.comments as { id: number }[]).map((c) => c.id)).toContain(reject);
    });

    it('leaves deleted comments out of every tab', async () => {
      const id = await post(member, A, 'Soon to be deleted by its author');
      const before = (await list()).counts.pending;
      expect((await member.post('/_api/comments/delete').send({ commentId: id })).status).toBe(200);
      const after = await list();
      expect(after.counts.pending).toBe(before - 1);
      for (const status of ['pending', 'approved', 'rejected', 'flagged'] as const) expect((await all(status)).some((c) => c.id === id)).toBe(false);
    });
  });

  describe('search', () => {
    it('finds a substring of the text within the tab, case-insensitively, with its total', async () => {
      const a = await post(writers[1]!, A, 'Have you tried the Zebracorn method?');
      const b = await post(writers[2]!, B, 'zebracorns are not real, sadly');
      const c = await post(writers[3]!, A, 'Nothing striped here');
      const hit = await list('?search=ZEBRACORN');
      expect(hit.comments.map((x) => x.id)).toEqual([b, a]);
      expect(hit.totalCount).toBe(2);
      expect(hit.counts).toEqual((await list()).counts);
      expect((await list('?search=ebraco&limit=1&offset=1')).comments.map((x) => x.id)).toEqual([a]);
      expect((await list('?search=striped')).comments.map((x) => x.id)).toEqual([c]);
      expect((await list('?search=%20%20')).totalCount).toBe((await list()).totalCount);
      // Within the tab only.
      await moderate({ commentIds: [a], status: 'approved' });
      expect((await list('?search=zebracorn')).comments.map((x) => x.id)).toEqual([b]);
      expect((await list('?status=approved&search=zebracorn')).comments.map((x) => x.id)).toEqual([a]);
    });

    it('treats % and _ as plain characters', async () => {
      const pct = await post(member, B, 'A 100% honest answer');
      await post(member, B, 'A 1000 honest answers');
      expect((await list('?search=100%25')).comments.map((x) => x.id)).toEqual([pct]);
      expect((await list('?search=_honest')).comments).toEqual([]);
    });
  });

  describe('T16 moderation atomicity', () => {
    // SECURITY T16 (ASVS 2.3.3): a batch naming one comment that does not exist is refused whole,
    // 400 with 0 events.
    it('a batch with one missing id: 400, no event, no comment changes', async () => {
      const ids = [await post(writers[1]!, A, 'Atomic batch one'), await post(writers[2]!, A, 'Atomic batch two')];
      const res = await noEvents(() => moderate({ commentIds: [ids[0], 999_999, ids[1]], status: 'rejected', reason: 'Off topic' }));
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe(m.notFound);
      const pending = await all('pending', 'Atomic batch');
      expect(pending.map((c) => c.id).sort()).toEqual([...ids].sort());
    });
  });

  describe('moderating many comments at once', () => {
    it('moderates 50 comments in one call with a result per comment, one event each, and read-your-writes', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 50; i++) ids.push(await post(writers[i % writers.length]!, i % 2 ? A : B, `Bulk comment number ${i}`));
      const deleted = await post(member, A, 'Deleted before the bulk action');
      await member.post('/_api/comments/delete').send({ commentId: deleted });
      const already = ids[7]!;
      await moderate({ commentIds: [already], status: 'rejected' });
      const counts = (await list()).counts;
      const before = await t.eventCount();

      const res = await moderate({ commentIds: [...ids, deleted, ids[3]], status: 'rejected', reason: 'Off topic' });
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([
        ...ids.map((id) => ({ id, ok: true, changed: id !== already })),
        { id: deleted, ok: false, changed: false, error: m.deleted },
      ]);
      expect(res.body.message).toBe('49 comments marked as rejected. 1 comment was already rejected. 1 comment could not be moderated.');
      expect(await t.eventCount()).toBe(before + 49);
      // Read-your-writes: the answer came after the read model had them.
      const after = await list('?status=rejected&limit=100');
      expect(after.counts.rejected).toBe(counts.rejected + 49);
      expect(after.counts.pending).toBe(counts.pending - 49);
      // The one already rejected kept its first moderation (and its reason: none).
      for (const id of ids) expect(after.comments.find((c) => c.id === id)).toMatchObject({ status: 'rejected', moderationReason: id === already ? null : 'Off topic', visible: false });

      const events = await t.deps.store.readStream(commentStream(ids[0]!));
      const last = events[events.length - 1]!;
      expect(last.type).toBe('CommentModerated');
      expect(last.data).toEqual({ commentId: ids[0], status: 'rejected', reason: 'Off topic', articleId: B, previousStatus: 'pending', authorId: expect.any(Number) });
      expect(last.metadata).toMatchObject({ actorId: expect.any(Number), actorRole: 'admin', correlationId: expect.any(String), at: expect.any(String) });

      // The same action again changes nothing and says so.
      const again = await noEvents(() => moderate({ commentIds: ids, status: 'rejected' }));
      expect(again.body.results).toHaveLength(ids.length);
      expect(again.body.results.every((r: { ok: boolean; changed: boolean }) => r.ok && !r.changed)).toBe(true);
      expect(again.body.message).toBe('0 comments marked as rejected. 50 comments were already rejected.');
    });

    it('answers a retry with the same Idempotency-Key as the first time, appending nothing; another request under that key is 409', async () => {
      const ids = [await post(writers[1]!, A, 'Keyed one'), await post(writers[2]!, A, 'Keyed two')];
      const send = (body: object, key: string) => admin.post('/_api/admin/comments/moderate').set('Idempotency-Key', key).send(body);
      const body = { commentIds: ids, status: 'approved', reason: 'Fine' };
      const before = await t.eventCount();
      const first = await send(body, 'moderate-key-1');
      expect(first.status).toBe(200);
      expect(first.body.results).toEqual(ids.map((id) => ({ id, ok: true, changed: true })));
      const afterFirst = await t.eventCount();
      expect(afterFirst).toBe(before + 2);
      const retry = await send(body, 'moderate-key-1');
      expect(retry.status).toBe(200);
      expect(retry.body).toEqual(first.body);
      expect(await t.eventCount()).toBe(afterFirst);
      const reused = await noEvents(() => send({ commentIds: [...ids].reverse(), status: 'rejected' }, 'moderate-key-1'));
      expect(reused.status).toBe(409);
      expect(reused.body.error).toBe(idempotencyMessages.keyReused);
      expect((await list('?status=approved')).comments.filter((c) => ids.includes(c.id))).toHaveLength(2);
    });
  });
});
