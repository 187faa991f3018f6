import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handleCommand, type CommandContext } from '../shared/command.js';
import { idempotencyStream, keyedCommand, requestHash } from '../shared/idempotency.js';
import { WrongExpectedRevisionError, type EventStore, type NewEvent } from './port.js';

const ev = (type = 'Thing', data: unknown = { n: 1 }): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { actorId: 1, actorRole: 'user', correlationId: randomUUID(), causationId: null, at: '2026-01-01T00:00:00.000Z' },
});

/**
 * The contract every adapter passes. `open` returns a fresh, empty store; stream names
 * are made unique per test so the suite also runs against a shared EventStoreDB.
 */
export function eventStoreContract(name: string, open: () => Promise<EventStore>, skip?: string) {
  describe.skipIf(Boolean(skip))(`event store contract: ${name}${skip ? ` (skipped: ${skip})` : ''}`, () => {
    let store: EventStore;
    let s: string;
    beforeEach(async () => {
      store = await open();
      s = `test-${randomUUID().replaceAll('-', '')}`;
    });
    afterEach(async () => store.close());

    it('appends to a new stream with no_stream and reads it back in order', async () => {
      const r = await store.append(s, [ev('A'), ev('B')], 'no_stream');
      expect(r.nextRevision).toBe(1);
      const read = await store.readStream(s);
      expect(read.map((e) => [e.type, e.revision])).toEqual([['A', 0], ['B', 1]]);
      expect(read[1]!.position).toBe(r.position);
      expect(read[0]!.data).toEqual({ n: 1 });
      expect(read[0]!.metadata.actorRole).toBe('user');
    });

    it('reads a stream from a revision', async () => {
      await store.append(s, [ev('A'), ev('B'), ev('C')], 'no_stream');
      expect((await store.readStream(s, 1)).map((e) => e.type)).toEqual(['B', 'C']);
      expect(await store.readStream(s, 3)).toEqual([]);
    });

    it('reads an unknown stream as empty', async () => {
      expect(await store.readStream(`${s}-none`)).toEqual([]);
    });

    it('rejects no_stream on an existing stream with a typed error', async () => {
      await store.append(s, [ev()], 'no_stream');
      await expect(store.append(s, [ev()], 'no_stream')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
    });

    it('checks exact revisions', async () => {
      await store.append(s, [ev(), ev()], 'no_stream');
      await expect(store.append(s, [ev()], 0)).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      const r = await store.append(s, [ev()], 1);
      expect(r.nextRevision).toBe(2);
      const err = await store.append(s, [ev()], 1).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(WrongExpectedRevisionError);
      expect((err as WrongExpectedRevisionError).actual).toBe(2);
    });

    it('accepts any, and stream_exists only for an existing stream', async () => {
      await expect(store.append(s, [ev()], 'stream_exists')).rejects.toBeInstanceOf(WrongExpectedRevisionError);
      await store.append(s, [ev()], 'any');
      await store.append(s, [ev()], 'any');
      const r = await store.append(s, [ev()], 'stream_exists');
      expect(r.nextRevision).toBe(2);
    });

    it('appends nothing when the revision check fails', async () => {
      await store.append(s, [ev()], 'no_stream');
      await store.append(s, [ev(), ev()], 5).catch(() => undefined);
      expect(await store.readStream(s)).toHaveLength(1);
    });

    it('recognises a retried append with the same event ids', async () => {
      const batch = [ev('A'), ev('B')];
      const r1 = await store.append(s, batch, 'no_stream');
      const r2 = await store.append(s, batch, 'no_stream');
      expect(r2.nextRevision).toBe(r1.nextRevision);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('reads all events in commit order from a position, in pages', async () => {
      const start = await store.head();
      const other = `${s}-b`;
      await store.append(s, [ev('A1')], 'no_stream');
      await store.append(other, [ev('B1')], 'no_stream');
      await store.append(s, [ev('A2')], 0);
      const all = await readAllAfter(store, start);
      const mine = all.filter((e) => e.streamId === s || e.streamId === other);
      expect(mine.map((e) => e.type)).toEqual(['A1', 'B1', 'A2']);
      const positions = mine.map((e) => e.position);
      expect([...positions].sort()).toEqual(positions);
      expect(new Set(positions).size).toBe(3);
      const page = await store.readAll(mine[0]!.position, 1);
      expect(page[0]!.position > mine[0]!.position).toBe(true);
      expect(await store.head()).toBe(all[all.length - 1]!.position);
    });

    it('counts events after a position', async () => {
      const start = await store.head();
      await store.append(s, [ev(), ev(), ev()], 'no_stream');
      expect(await store.countAfter(start)).toBe(3);
    });

    it('notifies subscribers of new events', async () => {
      let calls = 0;
      const seen = new Promise<void>((resolve) => {
        const off = store.subscribe(() => {
          calls += 1;
          off();
          resolve();
        });
      });
      await store.append(s, [ev()], 'no_stream');
      await seen;
      expect(calls).toBe(1);
    });

    it('allocates increasing ids per kind', async () => {
      const kind = `k${randomUUID().slice(0, 8)}`;
      const a = await store.nextId(kind);
      const b = await store.nextId(kind);
      const c = await store.nextId(`${kind}x`);
      expect(b).toBe(a + 1);
      expect(c).toBe(1);
      const many = await Promise.all(Array.from({ length: 20 }, () => store.nextId(kind)));
      expect(new Set(many).size).toBe(20);
    });

    it("gives an append's position as the same event's position in readAll", async () => {
      const start = await store.head();
      await store.append(`${s}-b`, [ev('B')], 'no_stream');
      const r = await store.append(s, [ev('A1'), ev('A2')], 'no_stream');
      const all = await readAllAfter(store, start);
      expect(all.find((e) => e.streamId === s && e.type === 'A2')!.position).toBe(r.position);
      expect(await store.head()).toBe(r.position);
    });

    it('keeps internal streams (counters, idempotency records, snapshots) out of readAll, head and counts', async () => {
      await store.append(s, [ev('Mine')], 'no_stream');
      const [head, count] = [await store.head(), await store.count()];
      await store.nextId(`k${randomUUID().slice(0, 8)}`);
      await store.append(`idempotency-1-${s}`, [ev('IdempotencyRecorded')], 'no_stream');
      await store.writeSnapshot(s, { version: 'v1', revision: 0, state: { n: 1 } });
      expect(await store.head()).toBe(head);
      expect(await store.count()).toBe(count);
      expect(await store.countAfter(head)).toBe(0);
      expect(await store.readAll(head, 10)).toEqual([]);
      expect(await store.readStream(`idempotency-1-${s}`)).toHaveLength(1);
    });

    it('stores the latest snapshot of a stream', async () => {
      expect(await store.readSnapshot(s)).toBeNull();
      await store.writeSnapshot(s, { version: 'v1', revision: 4, state: { n: 5, list: [1, 'a'] } });
      await store.writeSnapshot(s, { version: 'v1', revision: 9, state: { n: 10, list: [] } });
      expect(await store.readSnapshot(s)).toEqual({ version: 'v1', revision: 9, state: { n: 10, list: [] } });
      expect(await store.readSnapshot(`${s}-other`)).toBeNull();
    });

    describe('idempotent commands (T37), one rule for every adapter', () => {
      const counter = { initialState: 0, evolve: (n: number) => n + 1, snapshotVersion: false as const };
      const thing = (n: number) => [{ type: 'Thing', data: { n } }];
      const ctx = (key?: string): CommandContext => ({ actorId: 5, actorRole: 'user', correlationId: randomUUID(), causationId: null, now: new Date(), ...(key ? { idempotencyKey: key } : {}) });
      const spec = (stream: string) => ({ command: 'test.thing', input: { x: 1 }, prepare: async () => ({ streamId: stream, result: { ok: 1 } }), decider: counter, decide: thing });

      it('a retry after the stream moved on (a later expected revision) does not write twice', async () => {
        const key = randomUUID();
        const first = await keyedCommand(store, ctx(key), key, spec(s));
        await store.append(s, [ev('Foreign')], 0);
        const retry = await keyedCommand(store, ctx(key), key, spec(s));
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Thing', 'Foreign']);
        expect(retry).toMatchObject({ replayed: true, position: first.position, result: { ok: 1 } });
        // handleCommand with a key takes the same road.
        const key2 = randomUUID();
        await handleCommand(store, s, counter, thing, ctx(key2));
        await store.append(s, [ev('Foreign')], 2);
        await handleCommand(store, s, counter, thing, ctx(key2));
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Thing', 'Foreign', 'Thing', 'Foreign']);
      });

      it('a claimed key whose events never landed appends them once, at the current revision', async () => {
        const key = randomUUID();
        await store.append(s, [ev('Foreign')], 'no_stream');
        // As a crash between the claim and the append leaves it: recorded at no_stream, nothing appended.
        const record = { command: 'test.thing', requestHash: requestHash('test.thing', { x: 1 }), streamId: s, expectedRevision: -1, result: { ok: 1 } };
        await store.append(idempotencyStream(5, key), [{ ...ev('IdempotencyRecorded', record) }], 'no_stream');
        const runs = await Promise.all(Array.from({ length: 5 }, () => keyedCommand(store, ctx(key), key, spec(s))));
        expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Foreign', 'Thing']);
        expect(new Set(runs.map((r) => r.position)).size).toBe(1);
      });

      it('concurrent copies of one keyed command append once', async () => {
        const key = randomUUID();
        const runs = await Promise.all(Array.from({ length: 20 }, () => keyedCommand(store, ctx(key), key, spec(s))));
        expect(await store.readStream(s)).toHaveLength(1);
        expect(new Set(runs.map((r) => r.position)).size).toBe(1);
      });

      it('a key reused for a different request is refused, and nothing is appended', async () => {
        const key = randomUUID();
        await keyedCommand(store, ctx(key), key, spec(s));
        const other = { ...spec(s), input: { x: 2 } };
        await expect(keyedCommand(store, ctx(key), key, other)).rejects.toMatchObject({ status: 409 });
        expect(await store.readStream(s)).toHaveLength(1);
      });
    });

    it('serialises concurrent appends at one revision: exactly one wins', async () => {
      await store.append(s, [ev()], 'no_stream');
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => store.append(s, [ev()], 0)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await store.readStream(s)).toHaveLength(2);
    });
  });
}

async function readAllAfter(store: EventStore, after: string | null) {
  const out = [];
  let pos = after;
  for (;;) {
    const page = await store.readAll(pos, 500);
    if (page.length === 0) return out;
    out.push(...page);
    pos = page[page.length - 1]!.position;
  }
}
