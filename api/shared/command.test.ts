import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import { handleCommand, type CommandContext } from './command.js';

const counter = { initialState: 0, evolve: (n: number) => n + 1, snapshotVersion: false as const };
const ctx = (): CommandContext => ({ actorId: 5, actorRole: 'user', correlationId: randomUUID(), causationId: null, now: new Date() });
/** Each decision records the state it saw: the count of events before it. */
const saw = (n: number) => [{ type: 'Counted', data: { saw: n } }];

/**
 * Unkeyed commands on one stream take turns within the process (the bench's ten concurrent profile
 * saves by one member: about half answered 409 after four tries each); other streams do not wait.
 */
describe('commands on one stream in one process', () => {
  let dir: string;
  let store: EventStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-turns-'));
    store = openSqliteEventStore(join(dir, 'events.db'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('30 at once all succeed, each deciding on the state the one before it appended', async () => {
    const stream = `counter-${randomUUID()}`;
    const results = await Promise.allSettled(Array.from({ length: 30 }, () => handleCommand(store, stream, counter, saw, ctx())));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const events = await store.readStream(stream);
    expect(events.map((e) => (e.data as { saw: number }).saw)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it("a refused decision does not hold up the stream's next command", async () => {
    const stream = `counter-${randomUUID()}`;
    const refuse = () => {
      throw new Error('refused');
    };
    const [refused, next] = await Promise.allSettled([handleCommand(store, stream, counter, refuse, ctx()), handleCommand(store, stream, counter, saw, ctx())]);
    expect(refused.status).toBe('rejected');
    expect(next.status).toBe('fulfilled');
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ saw: 0 }]);
  });

  it("a slow decision holds its own stream's next command, not another stream's", async () => {
    const slow = `counter-${randomUUID()}`;
    const other = `counter-${randomUUID()}`;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    // A slow read (the other stream a decision needs) holds the stream's turn as a slow decision would.
    const held = handleCommand(store, slow, counter, saw, ctx(), { read: async () => void (await gate) });
    const queued = handleCommand(store, slow, counter, saw, ctx());
    await handleCommand(store, other, counter, saw, ctx());
    expect(await store.readStream(other)).toHaveLength(1);
    expect(await store.readStream(slow)).toHaveLength(0);
    release();
    await Promise.all([held, queued]);
    expect((await store.readStream(slow)).map((e) => e.data)).toEqual([{ saw: 0 }, { saw: 1 }]);
  });
});
