import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FakeEsdb } from './esdb-fake.js';
import { EsdbTimeoutError } from './esdb-read.js';
import { esdbEventStore, openEsdbEventStore } from './esdb.js';
import { WrongExpectedRevisionError, type NewEvent } from './port.js';

/**
 * The EventStoreDB adapter's own rules, against the in-memory client (esdb-fake.ts): no server
 * runs here, so each rule the review found is pinned down with the client's behaviour.
 */

const ev = (type = 'Thing'): NewEvent => ({
  id: randomUUID(),
  type,
  data: { n: 1 },
  metadata: { actorId: 1, actorRole: 'user', correlationId: randomUUID(), causationId: null, at: '2026-01-01T00:00:00.000Z' },
});

describe('esdb adapter', () => {
  it('with throwOnAppendFailure=false, a failed append is a conflict, not a success', async () => {
    const fake = new FakeEsdb(false);
    const store = esdbEventStore(fake.asClient());
    await store.append('s', [ev()], 'no_stream');
    await expect(store.append('s', [ev()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    await expect(store.append('s', [ev()], 5)).rejects.toMatchObject({ actual: 0 });
    expect(await store.readStream('s')).toHaveLength(1);
  });

  it('with throwOnAppendFailure=false, two processes never allocate the same id', async () => {
    const fake = new FakeEsdb(false);
    const [a, b] = [esdbEventStore(fake.asClient()), esdbEventStore(fake.asClient())];
    const ids = await Promise.all(Array.from({ length: 15 }, (_, i) => (i % 2 ? a : b).nextId('comment')));
    expect(new Set(ids).size).toBe(15);
    expect(Math.max(...ids)).toBe(15);
  });

  it('keeps id counters, system events and foreign or malformed events out of readAll, head and count, and reports the foreign ones', async () => {
    const fake = new FakeEsdb();
    const skipped: string[] = [];
    const store = esdbEventStore(fake.asClient(), { onSkip: (e) => skipped.push(e.type) });
    await store.append('article-1', [ev('Mine1')], 'no_stream');
    await store.nextId('article');
    fake.inject('$stats-1', { type: '$statsCollected' });
    fake.inject('orders-9', { type: 'OrderPlaced', isJson: false, data: new Uint8Array([1, 2]) });
    fake.inject('legacy-1', { type: 'Untagged', data: { x: 1 }, metadata: { no: 'metadata' } });
    await store.append('article-1', [ev('Mine2')], 0);
    await store.nextId('article');
    const all = await store.readAll(null, 100);
    expect(all.map((e) => e.type)).toEqual(['Mine1', 'Mine2']);
    expect(await store.head()).toBe(all[1]!.position);
    expect(await store.count()).toBe(2);
    expect(await store.countAfter(all[0]!.position)).toBe(1);
    expect(skipped.sort()).toEqual(['OrderPlaced', 'Untagged']);
  });

  it('counts incrementally: a second count reads only what was appended since', async () => {
    const fake = new FakeEsdb();
    const store = esdbEventStore(fake.asClient());
    for (let i = 0; i < 300; i++) await store.append(`s-${i % 7}`, [ev()], 'any');
    expect(await store.count()).toBe(300);
    const before = fake.readAllEvents;
    await store.append('s-new', [ev(), ev()], 'no_stream');
    expect(await store.count()).toBe(302);
    expect(fake.readAllEvents - before).toBeLessThanOrEqual(3);
  });

  it('bounds every read with a deadline: a hung server becomes an error, not a stalled reader', async () => {
    const fake = new FakeEsdb();
    const store = esdbEventStore(fake.asClient(), { deadlineMs: 50 });
    await store.append('s', [ev()], 'no_stream');
    expect(fake.deadlines.appendToStream).toEqual([50]);
    fake.hang = true;
    await expect(store.readAll(null, 10)).rejects.toBeInstanceOf(EsdbTimeoutError);
    await expect(store.readStream('s')).rejects.toBeInstanceOf(EsdbTimeoutError);
    await expect(store.head()).rejects.toBeInstanceOf(EsdbTimeoutError);
    await expect(store.append('s', [ev()], 0)).rejects.toBeInstanceOf(EsdbTimeoutError);
    expect(fake.deadlines.readAll!.every((d) => d === 50)).toBe(true);
  });

  it("reads an append's position back from the leader", async () => {
    const fake = new FakeEsdb();
    const store = esdbEventStore(fake.asClient());
    fake.leaderReads.length = 0;
    const r = await store.append('s', [ev()], 'no_stream');
    expect(fake.leaderReads).toEqual([true]);
    expect(r.position).toBe((await store.readAll(null, 10))[0]!.position);
  });

  it('keeps one snapshot per stream, in a stream capped at one event', async () => {
    const fake = new FakeEsdb();
    const store = esdbEventStore(fake.asClient());
    await store.writeSnapshot('user-1', { version: 'v', revision: 300, state: { a: 1 } });
    await store.writeSnapshot('user-1', { version: 'v', revision: 600, state: { a: 2 } });
    expect(fake.maxCount.get('snapshot-user-1')).toBe(1);
    expect(await store.readSnapshot('user-1')).toEqual({ version: 'v', revision: 600, state: { a: 2 } });
    expect(await store.readAll(null, 10)).toEqual([]);
  });

  it('accepts kurrentdb:// connection strings', async () => {
    for (const url of ['kurrentdb://localhost:2113?tls=false', 'kurrentdb+discover://a:2113,b:2113?tls=false', 'esdb://localhost:2113?tls=false']) {
      const store = openEsdbEventStore(url);
      expect(store.kind).toBe('esdb');
      await store.close();
    }
    expect(() => openEsdbEventStore('http://localhost:2113')).toThrow(/kurrentdb:\/\//);
  });
});
