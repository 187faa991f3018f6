import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chaosApi, readModelRows, type ChaosApi } from '../tests/support/chaos/api-process.js';
import { ChaosClient, letters, type Op } from '../tests/support/chaos/client.js';
import { acked, runWithKills } from '../tests/support/chaos/kills.js';
import { killAll } from '../tests/support/procs.js';
import { prng } from '../tests/support/synthetic.js';

/**
 * Issue 29: notification email is delivered from the log, resumed after a crash and never sent
 * twice. Members reply to each other's threads (keyed commands, retried through SIGKILLs of the
 * API); every reply answered 201 tells its thread's author, and after the last restart each of
 * those notifications has been mailed exactly once: one message in the outbox under its key and
 * one NotificationMailed in the log, none missing, none twice.
 * `npm test` runs 40 replies and 2 kills; CHAOS_LONG=1 (`npm run test:chaos`) 300 and 8.
 */
const LONG = process.env.CHAOS_LONG === '1';
const RUN = LONG ? { replies: 300, kills: 8, clients: 6 } : { replies: 40, kills: 2, clients: 3 };
const PASSWORD = 'Chaos-Bell-Pass-29';

describe('issue 29: notification mail survives SIGKILL of the API', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-notify-'));
  let api: ChaosApi;
  afterAll(async () => {
    await killAll();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(`${RUN.replies} replies, ${RUN.kills} kills: each answered reply's notification is mailed exactly once`, async () => {
    api = await chaosApi(tmp, { NOTIFICATION_SWEEP_MS: '300', WORK_LEASE_MS: '1000', WORK_SWEEP_MS: '500' });
    await api.start();
    const outboxDir = join(api.dataDir, 'outbox');
    const tag = `${process.pid}-${Date.now() % 100_000}`;
    const members = Array.from({ length: RUN.clients }, (_, i) => new ChaosClient(i, api));
    for (const m of members) await m.signUp(outboxDir, `bell-${m.index}-${tag}@chaos.test`, `Bell ${letters(m.index)} ${letters(Date.now() % 997)}`, PASSWORD);
    const categoryId = readModelRows<{ id: number }>(api, 'SELECT id FROM forum_categories ORDER BY id LIMIT 1')[0]!.id;
    const threads: { id: number; owner: number }[] = [];
    for (const m of members) {
      const res = await m.raw('/_api/forum/thread', { categoryId, title: `Chaos thread of ${letters(m.index)}`, content: 'A thread whose replies ring a bell.' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      threads.push({ id: (res.body as { thread: { id: number } }).thread.id, owner: m.index });
    }

    const rnd = prng(Date.now() & 0xffff);
    const history: Op[] = [];
    const replies: { op: Op; threadId: number }[] = [];
    const step = async (c: ChaosClient, n: number) => {
      const others = threads.filter((th) => th.owner !== c.index);
      const target = others[Math.floor(rnd.next() * others.length)]!;
      const op = await c.command('reply', '/_api/forum/thread/reply', { threadId: target.id, content: `Chaos reply ${c.index}-${n}-${tag} with enough words.` }, history);
      replies.push({ op, threadId: target.id });
    };
    const kills = await runWithKills({ api, rnd, kills: RUN.kills, total: RUN.replies, clients: members, step });
    expect(kills).toBe(RUN.kills);
    expect(history.filter((op) => !acked(op)).map((op) => `${op.status} ${JSON.stringify(op.body)}`), 'replies never answered 2xx').toEqual([]);

    // Everything due of this run's threads is sent (the sweep runs every 300 ms; the read model clears
    // what was recorded). The seeded forum's notifications are older than MAIL_MAX_AGE_MS: never mailed.
    await api.caughtUp();
    const ours = threads.map((th) => th.id).join(',');
    await until(() => readModelRows<{ n: number }>(api, `SELECT count(*) AS n FROM notifications WHERE due_at IS NOT NULL AND thread_id IN (${ours})`)[0]!.n === 0, 60_000, 'notification mail sent');
    await api.caughtUp();

    // The seeded forum's replies told their authors too: only this run's threads are counted.
    const notes = readModelRows<{ id: string; post_id: number }>(api, `SELECT id, post_id FROM notifications WHERE type = 'thread_reply' AND thread_id IN (${ours})`);
    const postIds = replies.map((r) => (r.op.body as { post: { id: number } }).post.id);
    // One notification per answered reply, for the thread's author.
    expect(notes.map((x) => x.post_id).sort((x, y) => x - y)).toEqual([...new Set(postIds)].sort((x, y) => x - y));
    const files = readdirSync(outboxDir);
    const log = new Database(api.eventsFile, { readonly: true });
    const wrong: string[] = [];
    try {
      const mailed = log.prepare<[string], { n: number }>("SELECT count(*) AS n FROM events WHERE stream_id = ? AND type = 'NotificationMailed'");
      for (const x of notes) {
        const copies = files.filter((f) => f.endsWith(`-notification-${x.id}.eml`)).length;
        const records = mailed.get(`notification-mail-${x.id}`)!.n;
        if (copies !== 1 || records !== 1) wrong.push(`${x.id} (post ${x.post_id}): ${copies} mails, ${records} records`);
      }
    } finally {
      log.close();
    }
    console.info(`notification mail: kills ${kills}, API starts ${api.starts}, replies ${replies.length}, retried ${history.filter((op) => op.attempts > 1).length}, notifications ${notes.length}, wrong ${wrong.length}`);
    expect(wrong).toEqual([]);
    expect(await api.stop()).toEqual({ code: 0, signal: null });
  }, 600_000);
});

async function until(check: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
