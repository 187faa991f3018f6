import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import type { CommandContext } from './command.js';
import { badRequest } from './errors.js';
import { idempotencyStream, runCommand } from './idempotency.js';
import { itemCommand, newItemStream } from './item-streams.js';
import { onItem } from './staff.js';

type Counted = { type: 'Counted'; data: { saw: number; facts?: unknown } };
const counter = { initialState: 0, evolve: (n: number) => n + 1, snapshotVersion: false as const };
const ctx = (idempotencyKey?: string): CommandContext => ({ actorId: 5, actorRole: 'user', correlationId: randomUUID(), causationId: null, now: new Date(), idempotencyKey });
const run = randomUUID();
const stream = (id: number) => `counter-${run}-${id}`;

describe('commands on items kept one to a stream', () => {
  let store: EventStore;
  beforeAll(() => {
    store = openSqliteEventStore(':memory:');
  });
  afterAll(() => store.close());

  const onCounter = itemCommand({ idKey: 'counterId', stream, decider: counter });

  it("decides on the item's own stream, with what `read` found", async () => {
    const out = await onCounter({ store }, ctx(), { command: 'count', input: { id: 1 }, id: 1, read: async (n) => `read at ${n}`, decide: (n, facts): Counted[] => [{ type: 'Counted', data: { saw: n, facts } }] });
    expect(out.result).toEqual({ counterId: 1 });
    expect(out.events).toEqual([{ type: 'Counted', data: { saw: 0, facts: 'read at 0' } }]);
    expect((await store.readStream(stream(1))).map((e) => e.data)).toEqual([{ saw: 0, facts: 'read at 0' }]);
  });

  it('a keyed retry answers the first result, appends nothing, and the record keeps the id under its key', async () => {
    const key = randomUUID();
    const spec = { command: 'count', input: { id: 2 }, id: 2, decide: (n: number): Counted[] => [{ type: 'Counted', data: { saw: n } }] };
    const first = await onCounter({ store }, ctx(key), spec);
    const again = await onCounter({ store }, ctx(key), spec);
    expect(again).toMatchObject({ result: { counterId: 2 }, position: first.position, replayed: true });
    expect(await store.readStream(stream(2))).toHaveLength(1);
    const [record] = await store.readStream(idempotencyStream(5, key));
    expect(record?.data).toMatchObject({ command: 'count', streamId: stream(2), result: { counterId: 2 } });
  });

  it('a new item: the check refuses before an id is drawn, and a keyed retry never draws a second one', async () => {
    const kind = `counter-${run}`;
    const refuse = async () => {
      throw badRequest('refused');
    };
    await expect(newItemStream({ store }, { kind, idKey: 'counterId', stream, check: refuse })()).rejects.toThrow('refused');
    const key = randomUUID();
    const spec = {
      command: 'open',
      input: {},
      prepare: newItemStream({ store }, { kind, idKey: 'counterId', stream, check: async () => undefined }),
      decider: counter,
      decide: (n: number): Counted[] => [{ type: 'Counted', data: { saw: n } }],
    };
    const first = await runCommand(store, ctx(key), spec);
    const again = await runCommand(store, ctx(key), spec);
    expect(first.result).toEqual({ counterId: 1 });
    expect(again.result).toEqual({ counterId: 1 });
    expect(await store.nextId(kind)).toBe(2);
  });

  it("a staff command on an item's stream (onItem) keeps null as its record's answer, and a keyed retry appends nothing", async () => {
    const key = randomUUID();
    const spec = { command: 'count', input: { id: 3 }, streamId: stream(3), decider: counter, decide: (n: number): Counted[] => [{ type: 'Counted', data: { saw: n } }] };
    const first = await onItem({ store }, ctx(key), spec);
    const again = await onItem({ store }, ctx(key), spec);
    expect(first.result).toBeNull();
    expect(again).toMatchObject({ result: null, position: first.position, replayed: true });
    expect(await store.readStream(stream(3))).toHaveLength(1);
    const [record] = await store.readStream(idempotencyStream(5, key));
    expect(record?.data).toMatchObject({ command: 'count', streamId: stream(3), result: null });
  });
});
