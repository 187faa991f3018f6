import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgPool, pgTarget } from '../event-store/postgres-pool.js';
import { preparePgSchema } from '../event-store/postgres.js';
import { pgSchemas } from '../event-store/postgres.test-support.js';
import { WrongExpectedRevisionError } from '../event-store/port.js';
import { openPgKeyStore } from './personal-data-pg.js';
import { seal, unseal } from './personal-data.js';

const schemas = pgSchemas('osg_keys');
afterAll(() => schemas.dropAll());

/** Two nodes' key stores on one database, each with its own pool. */
async function twoNodes(master = { current: randomBytes(32), previous: [] as Buffer[] }) {
  const target = pgTarget(schemas.url());
  const pools = [openPgPool(target, { max: 3 }), openPgPool(target, { max: 3 })];
  await preparePgSchema(pools[0]!, target);
  const [a, b] = [await openPgKeyStore(pools[0]!, target, master), await openPgKeyStore(pools[1]!, target, master)];
  return {
    a: a!,
    b: b!,
    target,
    pools,
    async close() {
      a!.close();
      b!.close();
      await Promise.all(pools.map((p) => p.end()));
    },
  };
}

describe('member keys in PostgreSQL', () => {
  it('a key created on one node opens on the other; a destroyed one stops opening everywhere', async () => {
    const n = await twoNodes();
    const sealed = seal(n.a, 42, 'someone@example.com');
    // Not on b yet: a's row is still on its way (once stored, its NOTIFY may reach b at any moment, so b is asked before that).
    expect(n.b.find(42)).toBeNull();
    await n.a.flush();
    await n.b.refresh();
    expect(unseal(n.b, sealed)).toBe('someone@example.com');
    n.a.destroy(42);
    await n.a.flush();
    expect(unseal(n.a, sealed)).toBeNull();
    // Node b hears of it through NOTIFY, without being asked.
    await expect.poll(() => n.b.destroyed(42), { timeout: 3000 }).toBe(true);
    expect(unseal(n.b, sealed)).toBeNull();
    expect(() => n.b.keyFor(42)).toThrow(/destroyed/);
    await n.close();
  });

  it('two nodes creating a key for one subject: the second flush is a conflict, after which both hold the stored key', async () => {
    const n = await twoNodes();
    const first = n.a.keyFor(7);
    const second = n.b.keyFor(7);
    expect(first.equals(second)).toBe(false);
    // Both inserts are under way: whichever lands first is the key; the other node's flush is the conflict.
    const results = await Promise.allSettled([n.a.flush(), n.b.flush()]);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason)).toEqual([expect.any(WrongExpectedRevisionError)]);
    expect(n.a.find(7)!.equals(n.b.find(7)!)).toBe(true);
    await n.a.flush();
    await n.b.flush(); // the conflict is reported once
    await n.close();
  });

  it('stores keys wrapped by the master key and re-wraps rows under a previous one at open', async () => {
    const old = randomBytes(32);
    const n = await twoNodes({ current: old, previous: [] });
    const key = n.a.keyFor(9);
    await n.a.flush();
    const row = (await n.pools[0]!.query<{ key: Buffer }>('SELECT key FROM member_keys WHERE subject = 9')).rows[0]!;
    expect(row.key.includes(key)).toBe(false);
    const next = await openPgKeyStore(n.pools[0]!, n.target, { current: randomBytes(32), previous: [old] });
    expect(next.rewrapped).toBeGreaterThanOrEqual(2); // subject 9 and the confirmation-link key (subject 0)
    expect(next.find(9)!.equals(key)).toBe(true);
    next.close();
    await expect(openPgKeyStore(n.pools[0]!, n.target, { current: randomBytes(32), previous: [] })).rejects.toThrow(/master key/);
    await n.close();
  });

  it('a key whose insert failed (the database away) fails the flush with 503 and is stored by the next one', async () => {
    const n = await twoNodes();
    const query = n.pools[0]!.query.bind(n.pools[0]!);
    // The database refuses connections for a while.
    n.pools[0]!.query = (() => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))) as typeof query;
    const key = n.a.keyFor(11);
    await expect(n.a.flush()).rejects.toMatchObject({ status: 503 });
    n.pools[0]!.query = query;
    await n.a.flush();
    await n.b.refresh();
    expect(n.b.find(11)!.equals(key)).toBe(true);
    await n.close();
  });
});
