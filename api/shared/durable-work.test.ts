import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { workStream } from '../../schemas/shared/work.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createLogger } from './log.js';
import { unseal } from './personal-data.js';
import { seedIfEmpty } from '../../ops/seed/seed.js';
import { seedContext } from '../../ops/seed/accounts.js';
import { seedNewsletter } from '../../ops/seed/newsletter.js';
import { workKind } from './durable-work.js';
import { handleCommand } from './command.js';
import { accountDeletionStream } from '../../schemas/account/events.js';
import { deletionDecider, requestDeletion } from '../account/deletion.decider.js';

/**
 * Acknowledged work (issue 24): an answered request's work is in the log before the answer, is
 * done after a crash that came before it ran, once per request as far as the outbox shows, and
 * leaves no readable input behind. A full backlog refuses with 503 and Retry-After.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function open(dataDir: string, env: Record<string, string> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '1', SEED_CONTENT: '0', LOG_LEVEL: 'silent', TRUST_PROXY: '1', ...env });
  const started = await createApp(config, { logger: createLogger('silent'), webRoot: join(dataDir, 'no-web') });
  const seeded = await seedIfEmpty(started.deps);
  if (seeded) await started.deps.awaitProjection(seeded);
  const server = started.app.callback();
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    supertest(server).post(path).set('Sec-Fetch-Site', 'same-origin').set('X-Forwarded-For', `10.77.${dirs.length}.${Math.floor(Math.random() * 250)}`).set(headers).send(body as object);
  return { ...started, config, post };
}

const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'osg-work-'));
  dirs.push(d);
  return d;
};

const outboxTo = (dir: string, to: string) => {
  let files: string[];
  try {
    files = readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(join(dir, 'outbox', f), 'utf8')).filter((m) => m.includes(`To: ${to}`));
};

const workEvents = async (app: Awaited<ReturnType<typeof open>>) => {
  const all = await app.deps.store.readAll(null, 100_000);
  return all.filter((e) => e.streamId.startsWith('work-'));
};

describe('acknowledged work', () => {
  it('is in the log before the answer, and a process that died while running it leaves it to the next start', async () => {
    const dir = freshDir();
    const first = await open(dir, { WORK_LEASE_MS: '300' });
    // This process dies in the middle of the item: it never records it as done.
    first.deps.work.register(workKind('newsletter-subscribe'), () => Promise.reject(new Error('killed')));
    const [category] = await seedNewsletter(first.deps, seedContext(first.deps.now()));
    await first.deps.awaitProjection((await first.deps.store.head())!);
    const email = 'crash-before-work@example.test';
    const res = await first.post('/_api/newsletter/subscribe', { email, preferences: [category], source: 'homepage' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const requested = (await workEvents(first)).filter((e) => e.type === 'WorkRequested');
    expect(requested).toHaveLength(1);
    // The request's input is sealed: the address is not in the log in clear.
    expect(JSON.stringify(requested[0]!.data)).not.toContain(email);
    await first.deps.work.idle();
    await first.close();
    expect(outboxTo(dir, email)).toHaveLength(0);

    const second = await open(dir, { WORK_LEASE_MS: '300' });
    try {
      // Its claim lapses 300 ms after it was taken; the next sweep resumes it.
      await new Promise((r) => setTimeout(r, 400));
      expect(await second.deps.work.sweep()).toBe(1);
      await second.deps.work.idle();
      expect(outboxTo(dir, email)).toHaveLength(1);
      const events = (await workEvents(second)).map((e) => e.type);
      expect(events.filter((t) => t === 'WorkCompleted')).toHaveLength(1);
      // Done: its key is gone, so the sealed input no longer opens, in this log or any replay.
      expect(unseal(second.deps.keys, (requested[0]!.data as { payload: string }).payload)).toBeNull();
    } finally {
      await second.close();
    }
  }, 60_000);

  it('a second run of an item (a crash after its mail, before its completion) leaves one message in the outbox', async () => {
    const dir = freshDir();
    const app = await open(dir);
    try {
      let runs = 0;
      const real = app.deps.mailer.send.bind(app.deps.mailer);
      // The first run mails, then dies before it can record the item as done.
      app.deps.mailer.send = async (mail) => {
        await real(mail);
        runs += 1;
        if (runs === 1) throw new Error('killed after the mail');
      };
      const email = 'twice-run@example.test';
      const res = await app.post('/_api/auth/password-reset/request', { email: 'member@example.com' });
      expect(res.status).toBe(200);
      await app.deps.work.idle();
      expect(runs).toBe(1);
      // Its lease lapses; the next sweep takes it again.
      const now = app.deps.now;
      app.deps.now = () => new Date(Date.now() + 60_000);
      try {
        expect(await app.deps.work.sweep()).toBe(1);
        await app.deps.work.idle();
      } finally {
        app.deps.now = now;
      }
      expect(runs).toBe(2);
      expect(outboxTo(dir, 'member@example.com')).toHaveLength(1);
      expect(outboxTo(dir, email)).toHaveLength(0);
      const types = (await workEvents(app)).map((e) => e.type);
      expect(types.filter((t) => t === 'WorkClaimed')).toHaveLength(2);
      expect(types.filter((t) => t === 'WorkCompleted')).toHaveLength(1);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses past its backlog with 503 and Retry-After, appending nothing', async () => {
    const dir = freshDir();
    const app = await open(dir, { WORK_BACKLOG: '2' });
    try {
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let running = 0;
      let bothRunning!: () => void;
      const started = new Promise<void>((r) => (bothRunning = r));
      app.deps.work.register(workKind('password-reset'), () => {
        if (++running === 2) bothRunning();
        return held;
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 2; i++) statuses.push((await app.post('/_api/auth/password-reset/request', { email: `backlog${i}@example.test` })).status);
        expect(statuses).toEqual([200, 200]);
        expect(app.deps.work.outstanding()).toBe(2);
        await started; // both claimed: nothing of theirs is left to append while the third is refused
        const before = await app.deps.store.count();
        const refused = await app.post('/_api/auth/password-reset/request', { email: 'backlog2@example.test' });
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('5');
        expect(refused.body).toEqual({ error: 'The service is busy. Please try again in a moment.' });
        expect(await app.deps.store.count()).toBe(before);
      } finally {
        release();
      }
      await app.deps.work.idle();
      expect((await app.post('/_api/auth/password-reset/request', { email: 'backlog3@example.test' })).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('tries a failing item again, later each time, and gives it up after its last attempt', async () => {
    const dir = freshDir();
    const app = await open(dir, { WORK_LEASE_MS: '1000' });
    try {
      let calls = 0;
      app.deps.work.register(workKind('password-reset'), async () => {
        calls += 1;
        throw new Error('smtp down');
      });
      expect((await app.post('/_api/auth/password-reset/request', { email: 'failing@example.test' })).status).toBe(200);
      await app.deps.work.idle();
      const real = app.deps.now;
      let ahead = 0;
      try {
        for (let i = 0; i < 6; i++) {
          // Each lease doubles (1, 2, 4, 8, 16 s): move the clock past it and let the projection show the claim.
          ahead += 1000 * 2 ** i + 1;
          app.deps.now = () => new Date(Date.now() + ahead);
          await app.deps.awaitProjection((await app.deps.store.head())!);
          await app.deps.work.sweep();
          await app.deps.work.idle();
        }
      } finally {
        app.deps.now = real;
      }
      expect(calls).toBe(5);
      const [stream] = (await workEvents(app)).filter((e) => e.type === 'WorkAbandoned').map((e) => e.streamId);
      expect(stream).toBeDefined();
      const types = (await app.deps.store.readStream(stream!)).map((e) => e.type);
      expect(types).toEqual(['WorkRequested', ...Array(5).fill('WorkClaimed'), 'WorkAbandoned']);
      await app.deps.awaitProjection((await app.deps.store.head())!);
      expect(app.deps.rm.stmt('SELECT count(*) AS n FROM pending_work WHERE work_id = ?').get(stream!.slice('work-'.length))).toEqual({ n: 0 });
      expect(workStream('x')).toBe('work-x');
    } finally {
      await app.close();
    }
  }, 60_000);

  it('a deletion whose keys outlived it (a crash between the event and the keys) is finished at the next start (defect 5)', async () => {
    const dir = freshDir();
    const first = await open(dir);
    const [member] = first.deps.rm.stmt<[], { id: number }>("SELECT id FROM users WHERE email_lower = 'member@example.com'").all();
    expect(member).toBeDefined();
    // What a process that died right after appending the deletion leaves: the event, and the key alive.
    await handleCommand(first.deps.store, accountDeletionStream(member!.id), deletionDecider, (s) => requestDeletion(s, { userId: member!.id, subscriptionIds: [] }), {
      actorId: member!.id, actorRole: 'user', correlationId: 'crash', causationId: null, now: new Date(),
    });
    await first.deps.awaitProjection((await first.deps.store.head())!);
    expect(first.deps.keys.find(member!.id)).not.toBeNull();
    await first.close();
    const second = await open(dir);
    try {
      expect(second.deps.keys.find(member!.id)).toBeNull();
    } finally {
      await second.close();
    }
  }, 60_000);
});
