import { describe, expect, it } from 'vitest';
import { nameClaim, nameReservationDecider, NAME_RESERVATION_GRACE_MS, type Recorded } from './name-claim.js';

type Event = { type: 'Reserved'; data: { id: number; stream: string; after: number } } | { type: 'Released'; data: { id: number } } | { type: 'Other'; data: null };

describe('a name reservation', () => {
  const decider = nameReservationDecider<Event, { stream: string | null }>({
    reservation: (e) => (e.type === 'Reserved' ? { holder: e.data.id, stream: e.data.stream, holderRevision: e.data.after } : null),
    release: (e) => (e.type === 'Released' ? e.data.id : null),
    unheld: { stream: null },
    snapshotVersion: 3,
  });
  const fold = (events: Recorded<Event>[]) => events.reduce(decider.evolve, decider.initialState);
  const reserved: Recorded<Event> = { type: 'Reserved', data: { id: 7, stream: 's-7', after: 2 }, id: 'ev-1', metadata: { at: '2026-01-01T00:00:00.000Z' } };

  it('holds what the last reservation says, with its event id and time; every event counts in the revision', () => {
    expect(decider.initialState).toEqual({ holder: null, holderRevision: -1, reservedAt: null, eventId: null, revision: -1, stream: null });
    expect(decider.snapshotVersion).toBe(3);
    expect(fold([{ type: 'Other', data: null }, reserved])).toEqual({ holder: 7, stream: 's-7', holderRevision: 2, reservedAt: '2026-01-01T00:00:00.000Z', eventId: 'ev-1', revision: 1 });
  });

  it('only the holder releases it, keeping the reservation’s revision and time', () => {
    expect(fold([reserved, { type: 'Released', data: { id: 8 } }])).toMatchObject({ holder: 7, stream: 's-7', revision: 1 });
    expect(fold([reserved, { type: 'Released', data: { id: 7 } }])).toEqual({ holder: null, stream: null, holderRevision: 2, reservedAt: '2026-01-01T00:00:00.000Z', eventId: 'ev-1', revision: 1 });
  });

  it('a held name is taken while its holder uses it or may still, free once it moved on, was deleted or the grace passed', () => {
    const r = { holder: 7, holderRevision: 2, reservedAt: '2026-01-01T00:00:00.000Z' };
    const now = new Date(Date.parse(r.reservedAt) + 1000);
    expect(nameClaim({ ...r, holder: null }, null, 8, 'a', now)).toBe('free');
    expect(nameClaim(r, null, 7, 'a', now)).toBe('mine');
    expect(nameClaim(r, { status: 'live', revision: 5, name: 'a' }, 8, 'a', now)).toBe('taken');
    expect(nameClaim(r, { status: 'live', revision: 5, name: 'b' }, 8, 'a', now)).toBe('free');
    expect(nameClaim(r, { status: 'live', revision: 2, name: 'b' }, 8, 'a', now)).toBe('taken');
    expect(nameClaim(r, { status: 'deleted', revision: 9 }, 8, 'a', now)).toBe('free');
    expect(nameClaim(r, { status: 'live', revision: 2, name: 'b' }, 8, 'a', new Date(now.getTime() + NAME_RESERVATION_GRACE_MS))).toBe('free');
  });
});
