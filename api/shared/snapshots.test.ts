import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthEvent, UserStreamEvent } from '../../schemas/auth/events.js';
import { userDecider, userStream, type UserState } from '../auth/user.decider.js';
import type { EventStore, NewEvent } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import { countingReads } from '../../tests/support/spies.js';
import { loadState, SNAPSHOT_AFTER, snapshotVersion } from './command.js';

/**
 * No request folds an unbounded stream twice: a cold load starts from the stream's snapshot and
 * reads only the events after it. (A member with 5,000 profile edits, as the review measured.)
 */

const meta = { actorId: 1, actorRole: 'user' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' };
const event = (i: number, e: AuthEvent): NewEvent => ({ id: `e-${i}-${Math.random()}`, type: e.type, data: e.data, metadata: meta });
const registered: AuthEvent = { type: 'UserRegistered', data: { userId: 1, email: 'x', displayName: 'x', avatarUrl: null, passwordHash: 'h0', role: 'user' } };
const changed = (i: number): UserStreamEvent =>
  i % 10 === 0
    ? { type: 'PasswordResetRequested', data: { userId: 1, tokenHash: `t${i}`, expiresAt: '2030-01-01T00:00:00.000Z' } }
    : i % 25 === 0
      ? { type: 'PasswordChanged', data: { userId: 1, passwordHash: `h${i}` } }
      : { type: 'ProfileUpdated', data: { userId: 1, displayName: `name ${i}` } };

describe('snapshots in loadState', () => {
  let store: EventStore;
  const stream = userStream(1);
  const fullFold = async () => (await store.readStream(stream)).reduce<UserState>((s, e) => userDecider.evolve(s, e as unknown as UserStreamEvent), userDecider.initialState);

  beforeEach(async () => {
    store = openSqliteEventStore(join(mkdtempSync(join(tmpdir(), 'osg-snap-')), 'events.db'));
    const events = [event(0, registered), ...Array.from({ length: 4_999 }, (_, i) => event(i + 1, changed(i + 1)))];
    for (let i = 0; i < events.length; i += 500) await store.append(stream, events.slice(i, i + 500), i === 0 ? 'no_stream' : i - 1);
  });
  afterEach(async () => store.close());

  it('a cold load of a 5,000-event stream reads at most the threshold once a snapshot exists, and folds the same state', async () => {
    const first = countingReads(store);
    const a = await loadState(first.view, stream, userDecider);
    expect(first.read.events).toBe(5_000);
    expect(await store.readSnapshot(stream)).toMatchObject({ revision: 4_999 });

    const second = countingReads(store);
    const b = await loadState(second.view, stream, userDecider);
    expect(second.read.events).toBeLessThanOrEqual(SNAPSHOT_AFTER);
    expect(b).toEqual({ state: await fullFold(), revision: 4_999 });
    expect(a.state).toEqual(b.state);

    // Events after the snapshot are folded on top of it.
    await store.append(stream, Array.from({ length: 150 }, (_, i) => event(6_000 + i, changed(5_000 + i))), 4_999);
    const third = countingReads(store);
    const c = await loadState(third.view, stream, userDecider);
    expect(third.read.events).toBe(150);
    expect(c).toEqual({ state: await fullFold(), revision: 5_149 });
  });

  it('ignores a snapshot of another version: it is a cache, never truth', async () => {
    await store.writeSnapshot(stream, { version: 'some other decider', revision: 4_999, state: { status: 'none' } });
    const view = countingReads(store);
    const loaded = await loadState(view.view, stream, userDecider);
    expect(view.read.events).toBe(5_000);
    expect(loaded.state).toEqual(await fullFold());
  });

  it("versions snapshots by the decider's number and its evolve, and lets a decider opt out", () => {
    const base = { initialState: 0, evolve: (n: number) => n + 1 };
    expect(snapshotVersion(base)).toBe(snapshotVersion({ ...base }));
    expect(snapshotVersion({ ...base, snapshotVersion: 2 })).not.toBe(snapshotVersion(base));
    expect(snapshotVersion({ ...base, evolve: (n: number) => n + 2 })).not.toBe(snapshotVersion(base));
    expect(snapshotVersion({ ...base, snapshotVersion: false })).toBeNull();
  });
});
