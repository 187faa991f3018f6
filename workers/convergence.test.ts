import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteEventStore } from '../api/event-store/sqlite.js';
import { signUpAndConfirmRemote, tokensInMails, waitForMails } from '../tests/support/api.js';
import { killAll, spawnTs, until, type Child } from '../tests/support/procs.js';
import { checkpointWatcher, currentReadModelFile, digest, type ReadModelDigest } from '../tests/support/synthetic.js';

/**
 * Issue 2 'Done when' (ARCHITECTURE 'Scale-out path'): two API processes share one event
 * log and key store, each with its own data dir and read model; whatever is written
 * through either, both read models converge to the same digest and answer the same.
 */

const password = 'Converge-Pass-51';

interface Node {
  name: string;
  dataDir: string;
  child: Child;
  base: string;
}

describe('two API processes on one event log', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'osg-converge-'));
  const shared = { EVENTS_FILE: join(tmp, 'shared', 'events.db'), KEYS_FILE: join(tmp, 'shared', 'keys.db') };
  let a: Node;
  let b: Node;

  const startNode = async (name: string, env: Record<string, string> = {}): Promise<Node> => {
    const dataDir = join(tmp, name);
    const child = spawnTs(`api-${name}`, 'api/server.ts', { ...shared, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ...env });
    const ready = await child.ready(90_000);
    return { name, dataDir, child, base: `http://127.0.0.1:${String(ready.port)}` };
  };
  /** A cookie-keeping client that passes the CSRF check as a same-origin browser does. */
  const client = (n: Node) => supertest.agent(n.base).set('Sec-Fetch-Site', 'same-origin');
  const register = (n: Node, displayName: string, email: string) =>
    signUpAndConfirmRemote(join(n.dataDir, 'outbox'), client(n), { displayName, email, password, confirmPassword: password, ageConfirmed: true });
  const login = async (n: Node, email: string) => {
    const c = client(n);
    const res = await c.post('/_api/auth/login_with_password').send({ email, password });
    expect(res.status, `${n.name} login ${email}: ${JSON.stringify(res.body)}`).toBe(200);
    return c;
  };
  const headOf = async () => {
    const store = openSqliteEventStore(shared.EVENTS_FILE, { pollMs: 0 });
    const h = await store.head();
    await store.close();
    return h;
  };
  /** Both read models at the log's head, and their digests. */
  const converged = async (): Promise<[ReadModelDigest, ReadModelDigest]> => {
    const head = await headOf();
    for (const n of [a, b]) {
      const watch = checkpointWatcher(currentReadModelFile(join(n.dataDir, 'read-model'))!);
      await until(`${n.name} at ${head}`, () => watch.lowest() === head, 15_000);
      watch.close();
    }
    return [digest(currentReadModelFile(join(a.dataDir, 'read-model'))!), digest(currentReadModelFile(join(b.dataDir, 'read-model'))!)];
  };

  beforeAll(async () => {
    // Both start at once; only A seeds (demo accounts and content), B seeds nothing.
    [a, b] = await Promise.all([startNode('a', { SEED_DEMO: '1' }), startNode('b', { SEED_DEMO: '0', SEED_CONTENT: '0' })]);
  }, 120_000);

  afterAll(async () => {
    // Both API processes shut down gracefully on SIGTERM; anything left is killed regardless.
    const exits = await Promise.all([a, b].filter(Boolean).map((n) => n.child.stop()));
    await killAll();
    rmSync(tmp, { recursive: true, force: true });
    for (const e of exits) expect(e).toEqual({ code: 0, signal: null });
  });

  it('writes through both nodes converge to one digest and the same answers', async () => {
    // Sign-ups on each node, at the same time.
    const [ra, rb] = await Promise.all([register(a, 'Ann On A', 'ann@converge.test'), register(b, 'Ben On B', 'ben@converge.test')]);
    expect(ra.status, JSON.stringify(ra.body)).toBe(200);
    expect(rb.status, JSON.stringify(rb.body)).toBe(200);

    // The same address on both nodes at once: both get the usual answer; decided on the write side,
    // exactly one account becomes active (a sign-up that lost the reservation mails a note instead of
    // a link, and a superseded link no longer confirms).
    const twin = { password, confirmPassword: password, ageConfirmed: true, email: 'twin@converge.test' };
    const asked = await Promise.all([client(a).post('/_api/auth/register').send({ ...twin, displayName: 'Twin On A' }), client(b).post('/_api/auth/register').send({ ...twin, displayName: 'Twin On B' })]);
    expect(asked.map((r) => r.status)).toEqual([202, 202]);
    const links = await Promise.all([a, b].map(async (n) => ({ n, tokens: tokensInMails(await waitForMails(join(n.dataDir, 'outbox'), twin.email)) })));
    const race = await Promise.all(links.flatMap(({ n, tokens }) => tokens.map((token) => client(n).post('/_api/auth/register/confirm').send({ token }))));
    expect(race.filter((r) => r.status === 200)).toHaveLength(1);

    // Profile updates on each node, at the same time (each member signed in where they registered).
    const [annA, benB] = await Promise.all([login(a, 'ann@converge.test'), login(b, 'ben@converge.test')]);
    const [ua, ub] = await Promise.all([
      annA.post('/_api/user/profile').send({ displayName: 'Ann Updated On A', avatarUrl: '' }),
      benB.post('/_api/user/profile').send({ displayName: 'Ben Updated On B' }),
    ]);
    expect(ua.status).toBe(200);
    expect(ub.status).toBe(200);

    const [da, db] = await converged();
    expect(da.checkpoints).toEqual(db.checkpoints);
    expect(da.rows).toEqual(db.rows);
    expect(da.digest).toBe(db.digest);

    // Each member logs in on the other node and reads the same profile there.
    const annB = await login(b, 'ann@converge.test');
    const benA = await login(a, 'ben@converge.test');
    const [annOnA, annOnB, benOnA, benOnB] = await Promise.all([
      annA.get('/_api/user/profile'),
      annB.get('/_api/user/profile'),
      benA.get('/_api/user/profile'),
      benB.get('/_api/user/profile'),
    ]);
    for (const r of [annOnA, annOnB, benOnA, benOnB]) expect(r.status).toBe(200);
    expect(annOnB.body).toEqual(annOnA.body);
    expect(benOnA.body).toEqual(benOnB.body);
    expect(annOnB.body.user).toMatchObject({ displayName: 'Ann Updated On A', avatarUrl: null, email: 'ann@converge.test' });
    expect(benOnA.body.user).toMatchObject({ displayName: 'Ben Updated On B', avatarUrl: null });

    // A write on B about a member who registered on A is read back on A.
    const renamed = await annB.post('/_api/user/profile').send({ displayName: 'Ann Renamed On B' });
    expect(renamed.status).toBe(200);
    await until('A sees the rename', async () => (await annA.get('/_api/user/profile')).body.user?.displayName === 'Ann Renamed On B', 10_000, 50);
    const [da2, db2] = await converged();
    expect(da2.digest).toBe(db2.digest);
    expect(da2.digest).not.toBe(da.digest);
  }, 90_000);
});
