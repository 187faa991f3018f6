import { describe, expect, it } from 'vitest';
import { editedFields, liveItem, onceCreated, revisionCounted } from './deciders.js';

type State = { status: 'none'; revision: number } | { status: 'live'; revision: number; name: string };
type Event = { type: 'Named'; data: { name: string } } | { type: 'Noted'; data: null };
const messages = { notFound: 'Item not found', stale: 'Changed since you opened it.' };

describe('shared decider pieces', () => {
  it('counts every event in the revision, whatever `next` makes of it', () => {
    const decider = revisionCounted<State, Event>({
      initialState: { status: 'none', revision: -1 },
      snapshotVersion: 1,
      next: (s, e) => (e.type === 'Named' ? { status: 'live', revision: s.revision, name: e.data.name } : s),
    });
    const events: Event[] = [{ type: 'Named', data: { name: 'a' } }, { type: 'Noted', data: null }, { type: 'Named', data: { name: 'b' } }];
    expect(events.reduce(decider.evolve, decider.initialState)).toEqual({ status: 'live', revision: 2, name: 'b' });
    expect(decider.snapshotVersion).toBe(1);
  });

  it('a live item at the revision the editor loaded; 404 when not live, 409 when stale', () => {
    const live: State = { status: 'live', revision: 3, name: 'a' };
    expect(liveItem(live, 'live', messages, 3)).toBe(live);
    expect(liveItem(live, 'live', messages)).toBe(live);
    expect(() => liveItem(live, 'live', messages, 2)).toThrow(messages.stale);
    expect(() => liveItem({ status: 'none', revision: -1 } as State, 'live', messages)).toThrow(messages.notFound);
  });

  it('an edit keeps the fields it does not send, reads only the item’s own keys, and is null when nothing changes', () => {
    const current = { name: 'a', terms: ['x', 'y'] };
    expect(editedFields(current, { name: 'b', id: 7, expectedRevision: 1 } as Partial<typeof current>)).toEqual({ name: 'b', terms: ['x', 'y'] });
    expect(editedFields(current, { terms: ['y', 'x'] })).toEqual({ name: 'a', terms: ['y', 'x'] });
    expect(editedFields(current, { name: 'a', terms: ['x', 'y'] })).toBeNull();
    expect(editedFields(current, {})).toBeNull();
  });

  it('a change to an item applies once the item exists, and leaves the state before it as it is', () => {
    const none = { status: 'none', revision: -1 } as State;
    const live = { status: 'live', revision: 3, name: 'a' } as State;
    expect(onceCreated(none, { name: 'b' })).toBe(none);
    expect(onceCreated(live, { name: 'b' })).toEqual({ status: 'live', revision: 3, name: 'b' });
    expect(onceCreated(live, (s) => ({ name: `${s.name}b` }))).toEqual({ status: 'live', revision: 3, name: 'ab' });
    expect(live).toEqual({ status: 'live', revision: 3, name: 'a' });
  });
});
