import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import type { CommandContext } from './command.js';
import { reserve } from './reservation.js';

const ctx = (key?: string): CommandContext => ({ actorId: 7, actorRole: 'user', correlationId: randomUUID(), causationId: null, now: new Date(), ...(key ? { idempotencyKey: key } : {}) });
const claim = (holder: number) => [{ type: 'Claimed', data: { holder } }];

describe('reserve: a unique thing decided on the write side', () => {
  let dir: string;
  let store: EventStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-reserve-'));
    store = openSqliteEventStore(join(dir, 'events.db'));
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('of concurrent first claims exactly one lands; the others learn they lost', async () => {
    const stream = `reservation-${randomUUID()}`;
    const outcomes = await Promise.all(Array.from({ length: 12 }, (_, i) => reserve(store, stream, claim(i), ctx(), -1)));
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const events = await store.readStream(stream);
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toEqual({ holder: outcomes.indexOf(true) });
  });

  it('a change of holder lands only at the revision its claimant read', async () => {
    const stream = `reservation-${randomUUID()}`;
    expect(await reserve(store, stream, claim(1), ctx(), -1)).toBe(true);
    expect(await reserve(store, stream, claim(2), ctx(), -1)).toBe(false);
    expect(await reserve(store, stream, claim(3), ctx(), 0)).toBe(true);
    expect(await reserve(store, stream, claim(4), ctx(), 0)).toBe(false);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ holder: 1 }, { holder: 3 }]);
  });

  it("uses the caller's event ids, never ids derived from the request's Idempotency-Key", async () => {
    const stream = `reservation-${randomUUID()}`;
    const id = randomUUID();
    expect(await reserve(store, stream, claim(1), ctx('the-request-key'), -1, { eventIds: [id] })).toBe(true);
    const other = `reservation-${randomUUID()}`;
    expect(await reserve(store, other, claim(1), ctx('the-request-key'), -1)).toBe(true);
    expect((await store.readStream(stream))[0]!.id).toBe(id);
    // Two reservations made under one request key get unrelated ids: the key does not reach them.
    expect((await store.readStream(other))[0]!.id).not.toBe(id);
    expect((await store.readStream(other))[0]!.metadata).toMatchObject({ actorId: 7, actorRole: 'user' });
  });

  it('any failure but a lost race is thrown', async () => {
    const closed = openSqliteEventStore(join(dir, 'closed.db'));
    await closed.close();
    await expect(reserve(closed, `reservation-${randomUUID()}`, claim(1), ctx(), -1)).rejects.toThrow();
  });
});
