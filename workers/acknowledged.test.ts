import Database from 'better-sqlite3';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chaosApi, readModelRows, type ChaosApi } from '../tests/support/chaos/api-process.js';
import { ChaosClient, letters, type Op } from '../tests/support/chaos/client.js';
import { acked, runWithKills } from '../tests/support/chaos/kills.js';
import { decodeEml } from '../tests/support/api.js';
import { killAll } from '../tests/support/procs.js';
import { prng } from '../tests/support/synthetic.js';

/**
 * Issue 24: an answer means the request is durable. Anonymous and signed-in clients send every
 * kind of request whose work follows the answer (newsletter subscribe, sign-up, password reset,
 * manage link, contact, export) and create commands that T31 does not send (a product review),
 * each retried with its Idempotency-Key through SIGKILLs of the API; after the last restart,
 * every request answered 2xx has its mail in the outbox exactly once (or its export file ready,
 * or its review in the log once), and no acknowledged work item is left undone.
 * `npm test` runs 60 requests and 2 kills; CHAOS_LONG=1 (`npm run test:chaos`) 400 and 10.
 */
const LONG = process.env.CHAOS_LONG === '1';
const RUN = LONG ? { requests: 400, kills: 10, clients: 6 } : { requests: 60, kills: 2, clients: 3 };
const PASSWORD = 'Chaos-Pass-27182';

type Mail = { to: string; replyTo: string | null; subject: string };

function outbox(dir: string): Mail[] {
  let files: string[];
  try {
    files = readdirSync(join(dir, 'outbox')).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => {
    const raw = readFileSync(join(dir, 'outbox', f), 'utf8');
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? null;
    return { to: header('To') ?? '', replyTo: header('Reply-To'), subject: header('Subject') ?? decodeEml(raw).slice(0, 40) };
  });
}


describe('issue 24: acknowledged requests survive SIGKILL of the API', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-acked-'));
  let api: ChaosApi;
  afterAll(async () => {
    await killAll();
    rmSync(tmp, { recursive: true, force: true });
  });

  it(`${RUN.requests} requests of every acknowledged kind, ${RUN.kills} kills: each answered one has its mail once, or its export`, async () => {
    // Password resets are limited per client in every mode: each reset comes from a client of its own (TRUST_PROXY).
    api = await chaosApi(tmp, { WORK_LEASE_MS: '1000', WORK_SWEEP_MS: '500', CONTACT_TO: 'team@chaos.test', SEED_DEMO: '1', TRUST_PROXY: '1' });
    await api.start();
    const outboxDir = join(api.dataDir, 'outbox');
    const tag = `${process.pid}-${Date.now() % 100_000}`;
    // Members (they ask for resets and exports) and subscribers (they ask for manage links), made before the kills.
    const members = Array.from({ length: RUN.clients }, (_, i) => new ChaosClient(i, api));
    for (const m of members) await m.signUp(outboxDir, `member-${m.index}-${tag}@chaos.test`, `Acked ${letters(m.index)}`, PASSWORD);
    const anonymous = new ChaosClient(99, api);
    const categories = readModelRows<{ id: number }>(api, 'SELECT id FROM newsletter_categories ORDER BY id').map((r) => r.id);
    expect(categories.length).toBeGreaterThan(0);
    const subscribers = Array.from({ length: 3 }, (_, i) => `subscriber-${i}-${tag}@chaos.test`);
    for (const email of subscribers) await anonymous.command('setup', '/_api/newsletter/subscribe', { email, preferences: [categories[0]], source: 'homepage' }, []);
    await until(() => subscribers.every((s) => outbox(api.dataDir).some((m) => m.to === s)), 30_000, 'setup subscriptions mailed');
    const baseline = outbox(api.dataDir);
    // A review per (member, product) at most: each member takes the products in turn, with a criterion of the product's category.
    const products = readModelRows<{ id: number; criterion: number }>(
      api,
      "SELECT p.id, (SELECT c.id FROM rating_criteria c, json_each(c.categories) j WHERE j.value = p.category LIMIT 1) AS criterion FROM products p ORDER BY p.id",
    ).filter((p) => p.criterion !== null);
    expect(products.length).toBeGreaterThan(0);
    const reviewed = new Map<number, number>();
    const reviews: Op[] = [];

    const rnd = prng(Date.now() & 0xffff);
    const pick = <T,>(xs: T[]) => xs[Math.floor(rnd.next() * xs.length)]!;
    const history: Op[] = [];
    const expected: { op: Op; match: (m: Mail) => boolean; what: string }[] = [];
    const exports: { op: Op; client: ChaosClient }[] = [];
    const exportsPer = new Map<number, number>();

    const step = async (c: ChaosClient, n: number) => {
      const r = rnd.next();
      const unique = `${c.index}-${n}-${tag}`;
      if (r < 0.25) {
        const email = `sub-${unique}@chaos.test`;
        const op = await anonymous.command('subscribe', '/_api/newsletter/subscribe', { email, preferences: [pick(categories)], source: 'homepage' }, history);
        expected.push({ op, match: (m) => m.to === email, what: `confirmation to ${email}` });
      } else if (r < 0.45) {
        const email = `new-${unique}@chaos.test`;
        const op = await new ChaosClient(100 + n, api).command('sign-up', '/_api/auth/register', { email, displayName: `New ${letters(n)}`, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true }, history);
        expected.push({ op, match: (m) => m.to === email, what: `sign-up link to ${email}` });
      } else if (r < 0.6) {
        const email = `member-${c.index}-${tag}@chaos.test`;
        const from = { 'X-Forwarded-For': `10.24.${c.index}.${n % 250}` };
        const op = await anonymous.command('reset', '/_api/auth/password-reset/request', { email }, history, 40, from);
        expected.push({ op, match: (m) => m.to === email && m.subject === 'Reset your password', what: `reset link to ${email}` });
      } else if (r < 0.72) {
        const email = pick(subscribers);
        const op = await anonymous.command('manage-link', '/_api/newsletter/manage-link', { email }, history);
        expected.push({ op, match: (m) => m.to === email && m.subject === 'Your newsletter preferences link', what: `manage link to ${email}` });
      } else if (r < 0.8 && (reviewed.get(c.index) ?? 0) < products.length) {
        const product = products[reviewed.get(c.index) ?? 0]!;
        reviewed.set(c.index, (reviewed.get(c.index) ?? 0) + 1);
        const body = { productId: product.id, title: `Honest take ${unique}`, content: `Chaos review ${unique}: it did what it said, and the instructions were clear.`, pros: 'Clear', cons: 'None', overallRating: 4, detailedRatings: [{ criteriaId: product.criterion, rating: 4 }] };
        reviews.push(await c.command('review', '/api/product/reviews', body, history));
      } else if (r < 0.9 || (exportsPer.get(c.index) ?? 0) >= 3) {
        const email = `writer-${unique}@chaos.test`;
        const op = await anonymous.command('contact', '/_api/contact', { email, topic: 'General question', message: `Chaos message ${unique} with enough words to pass.` }, history);
        expected.push({ op, match: (m) => m.replyTo === email, what: `contact message from ${email}` });
      } else {
        exportsPer.set(c.index, (exportsPer.get(c.index) ?? 0) + 1);
        const op = await c.command('export', '/_api/user/export', {}, history);
        exports.push({ op, client: c });
      }
    };

    const kills = await runWithKills({ api, rnd, kills: RUN.kills, total: RUN.requests, clients: members, step });
    expect(kills).toBe(RUN.kills);
    expect(history.filter((op) => !acked(op)).map((op) => `${op.kind} ${op.status} ${JSON.stringify(op.body)}`), 'requests never answered 2xx').toEqual([]);

    // Everything acknowledged is done: no work item pending (so nothing more is appended), every mail there.
    await until(() => readModelRows<{ n: number }>(api, 'SELECT count(*) AS n FROM pending_work')[0]!.n === 0, 60_000, 'pending work done');
    await api.caughtUp();
    const mails = outbox(api.dataDir);
    const wrong: string[] = [];
    // A recipient's new mails are the requests made for them (a reset, a manage link can repeat), exactly.
    const want = new Map<string, { count: number; match: (m: Mail) => boolean }>();
    for (const e of expected) want.set(e.what, { count: (want.get(e.what)?.count ?? 0) + 1, match: e.match });
    for (const [what, { count, match }] of want) {
      const got = mails.filter(match).length - baseline.filter(match).length;
      if (got !== count) wrong.push(`${what}: ${got} mails for ${count} answered requests`);
    }
    const byKind = history.reduce<Record<string, number>>((m, op) => ((m[op.kind] = (m[op.kind] ?? 0) + 1), m), {});
    const retried = history.filter((op) => op.attempts > 1).length;
    console.info(`acknowledged work: kills ${kills}, API starts ${api.starts}, requests ${JSON.stringify(byKind)}, retried ${retried}, mails checked ${expected.length}, exports ${exports.length}, wrong ${wrong.length}`);
    expect(wrong).toEqual([]);
    // Each answered review is in the log exactly once (the answer carried its id).
    const log = new Database(api.eventsFile, { readonly: true });
    try {
      const submitted = log.prepare<[number], { n: number }>("SELECT count(*) AS n FROM events WHERE type = 'ReviewSubmitted' AND json_extract(data, '$.reviewId') = ?");
      for (const op of reviews) {
        const id = (op.body as { review: { id: number } }).review.id;
        expect(submitted.get(id)!.n, `review ${id}`).toBe(1);
      }
    } finally {
      log.close();
    }
    for (const { op, client } of exports) {
      const id = (op.body as { id: string }).id;
      await until(async () => ((await client.raw(`/_api/user/export?id=${encodeURIComponent(id)}`, undefined)).body as { status?: string }).status === 'ready', 60_000, `export ${id} ready`);
    }
    expect(await api.stop()).toEqual({ code: 0, signal: null });
  }, 600_000);
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
