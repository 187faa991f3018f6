import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import { rebuildReadModel } from '../../projections/rebuild.js';
import { accountDeletionStream } from '../../schemas/account/events.js';
import type { AccountExport } from '../../schemas/account/queries.js';
import { setCookies, startTestApp, type TestApp } from '../../tests/support/api.js';
import { createAccount } from '../auth/register-user.command.js';
import { accountExports, stopAccountExports } from './export.command.js';

type Agent = ReturnType<typeof supertest.agent>;
const PASSWORD = 'Erase-Me-Now-42';

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : d.isFile() ? [join(dir, d.name)] : []));
}

/** The files (relative names) that contain any of `needles`, as UTF-8 bytes. */
function holding(dir: string, needles: string[]): string[] {
  return filesUnder(dir).filter((f) => {
    const bytes = readFileSync(f);
    return needles.some((n) => bytes.includes(Buffer.from(n, 'utf8')));
  }).map((f) => f.slice(dir.length + 1));
}

describe('account: delete my account, export my data', () => {
  let t: TestApp;
  const uniq = randomUUID().slice(0, 8);
  const alice = { email: `alice-${uniq}@example.test`, displayName: `Alice Zyx${uniq}`, text: `alice-secret-${uniq}`, id: 0, agent: null as unknown as Agent };
  const bob = { email: `bob-${uniq}@example.test`, displayName: `Bob Qwv${uniq}`, text: `bob-words-${uniq}`, id: 0, agent: null as unknown as Agent };
  let articleId: number;
  let aliceComment: number;
  let bobComment: number;
  let categoryId: number;
  let server: ReturnType<TestApp['app']['callback']>;
  const agent = (): Agent => supertest.agent(server).set('Sec-Fetch-Site', 'same-origin');
  const request = () => supertest(server);

  async function member(m: typeof alice) {
    const { userId } = await createAccount(t.deps, { email: m.email, displayName: m.displayName, password: PASSWORD, role: 'user' }, seedContext(new Date()), { policy: false });
    m.id = userId;
    m.agent = agent();
    const res = await m.agent.post('/_api/auth/login_with_password').send({ email: m.email, password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const ok = <T>(res: { status: number; body: T }, status = 200): T => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    return res.body;
  };

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
    server = t.app.callback();
    await member(alice);
    await member(bob);
    articleId = (ok(await request().get('/_api/articles')) as { articles: { id: number }[] }).articles[0]!.id;
    aliceComment = ok(await alice.agent.post('/_api/articles/comments').send({ articleId, content: `${alice.text} comment` }), 201).comment.id;
    bobComment = ok(await bob.agent.post('/_api/articles/comments').send({ articleId, content: `${bob.text} comment` }), 201).comment.id;
    ok(await bob.agent.post('/_api/articles/comments').send({ articleId, content: `${bob.text} reply`, parentCommentId: aliceComment }), 201);
    ok(await alice.agent.post('/_api/articles/comments').send({ articleId, content: `${alice.text} reply`, parentCommentId: bobComment }), 201);
    ok(await alice.agent.post('/_api/comments/vote').send({ commentId: bobComment, voteType: 'upvote' }));
    ok(await bob.agent.post('/_api/comments/vote').send({ commentId: aliceComment, voteType: 'upvote' }));
    categoryId = (await t.deps.rm.connection.prepare('SELECT id FROM forum_categories ORDER BY id LIMIT 1').get() as { id: number }).id;
    ok(await alice.agent.post('/_api/forum/thread').send({ categoryId, title: `Thread ${alice.text}`, content: `Thread body ${alice.text}` }), 201);
  }, 120_000);

  afterAll(async () => {
    await stopAccountExports(t.deps);
    await t.close();
  });

  it('export: a JSON of everything the member wrote, nothing of another member, for them only', async () => {
    const started = ok(await alice.agent.post('/_api/user/export').set('Idempotency-Key', `exp-${uniq}`).send({}), 202) as { id: string };
    const again = ok(await alice.agent.post('/_api/user/export').set('Idempotency-Key', `exp-${uniq}`).send({}), 202) as { id: string };
    expect(again.id).toBe(started.id);
    await accountExports(t.deps).idle();
    const status = ok(await alice.agent.get(`/_api/user/export?id=${started.id}`)) as { status: string; downloadUrl: string; expiresAt: string };
    expect(status.status).toBe('ready');
    expect(Date.parse(status.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600_000);
    // Only the member who asked.
    expect((await bob.agent.get(`/_api/user/export?id=${started.id}`)).status).toBe(404);
    expect((await bob.agent.get(status.downloadUrl)).status).toBe(404);
    expect((await request().get(status.downloadUrl)).status).toBe(401);
    const file = statSync(accountExports(t.deps).store.file(started.id));
    expect(file.mode & 0o777).toBe(0o600);
    const res = await alice.agent.get(status.downloadUrl).buffer(true).parse((r, cb) => {
      let s = '';
      r.on('data', (c: Buffer) => (s += c.toString('utf8')));
      r.on('end', () => cb(null, s));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body as string;
    const data = JSON.parse(text) as AccountExport;
    expect(data.profile).toMatchObject({ id: alice.id, email: alice.email, displayName: alice.displayName });
    expect(data.comments.map((c) => c.content).sort()).toEqual([`${alice.text} comment`, `${alice.text} reply`]);
    expect(data.forumThreads.map((th) => th.title)).toEqual([`Thread ${alice.text}`]);
    expect(data.commentVotes).toEqual([expect.objectContaining({ commentId: bobComment, vote: 'upvote' })]);
    expect(data.events.some((e) => e.type === 'CommentPosted' && JSON.stringify(e.data).includes(alice.text))).toBe(true);
    for (const other of [bob.text, bob.email, bob.displayName]) expect(text).not.toContain(other);
    expect(text).not.toMatch(/\$argon2/);
  });

  it('a wrong password deletes nothing and appends no event', async () => {
    const before = await t.eventCount();
    const res = await alice.agent.post('/_api/user/delete').send({ password: 'not-my-password' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The password is incorrect. Your account has not been deleted.');
    expect((await alice.agent.post('/_api/user/delete').send({})).status).toBe(400);
    expect(await t.eventCount()).toBe(before);
    expect(t.deps.keys.find(alice.id)).not.toBeNull();
  });

  it('the last admin cannot delete their account', async () => {
    const admin = agent();
    ok(await admin.post('/_api/auth/login_with_password').send({ email: 'admin@example.com', password: 'Admin12345' }));
    const before = await t.eventCount();
    const res = await admin.post('/_api/user/delete').send({ password: 'Admin12345' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/only administrator/);
    expect(await t.eventCount()).toBe(before);
  });

  it("deletion erases the member everywhere at once, a replay agrees, and nobody else's data moves", async () => {
    const digest = () =>
      createHash('sha256')
        .update(JSON.stringify(t.deps.rm.connection.prepare('SELECT id, content, score, created_at FROM comments WHERE author_id = ? ORDER BY id').all(bob.id)))
        .update(JSON.stringify(t.deps.rm.connection.prepare('SELECT id, email, display_name FROM users WHERE id = ?').get(bob.id)))
        .digest('hex');
    const bobBefore = digest();
    const res = await alice.agent.post('/_api/user/delete').send({ password: PASSWORD });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.get('osg_signed_in')?.value ?? '').toBe('');
    await t.deps.work.idle();
    expect((await t.deps.store.readStream(accountDeletionStream(alice.id), 0)).map((e) => e.type)).toEqual(['AccountDeletionRequested']);
    expect(t.deps.keys.find(alice.id)).toBeNull();
    expect(await t.deps.sessions.countUserSessions(alice.id)).toBe(0);
    expect((await alice.agent.get('/_api/auth/session')).body.user).toBeNull();
    expect((await alice.agent.post('/_api/auth/login_with_password').send({ email: alice.email, password: PASSWORD })).status).not.toBe(200);

    const list = ok(await request().get(`/_api/articles/comments?articleId=${articleId}&limit=100`)) as { comments: { id: number; content: string; author: { displayName: string }; voteScore: number; replies: { content: string; author: { displayName: string } }[] }[] };
    const mine = list.comments.find((c) => c.id === aliceComment)!;
    expect(mine).toMatchObject({ content: '[deleted]', author: { displayName: '[deleted]' }, voteScore: 1 });
    expect(mine.replies.map((r) => r.content)).toEqual([`${bob.text} reply`]);
    expect(digest()).toBe(bobBefore);

    const needles = [alice.email, alice.displayName, alice.text];
    expect(holding(t.dataDir, needles)).toEqual([]);
    expect(t.logs.filter((l) => needles.some((n) => l.includes(n)))).toEqual([]);
    const replayDir = mkdtempSync(join(tmpdir(), 'osg-replay-'));
    try {
      await rebuildReadModel({ store: t.deps.store, keys: t.deps.keys, dir: replayDir });
      expect(holding(replayDir, needles)).toEqual([]);
    } finally {
      rmSync(replayDir, { recursive: true, force: true });
    }
    // Bob's own words are still everywhere they were.
    expect(holding(t.dataDir, [bob.text]).length).toBeGreaterThan(0);
  });
});
