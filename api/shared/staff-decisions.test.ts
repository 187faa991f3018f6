import { describe, expect, it } from 'vitest';
import { liveIn, staffItemDecisions } from './staff-decisions.js';

type State = { status: 'none'; revision: number } | { status: 'draft' | 'published'; revision: number; name: string } | { status: 'deleted'; revision: number };
const messages = { notFound: 'Item not found', stale: 'Changed since you opened it.' };

describe('staff decisions', () => {
  it('an item in one of its live statuses at the revision the editor loaded; 404 otherwise, then 409 when stale', () => {
    const draft: State = { status: 'draft', revision: 4, name: 'a' };
    const published: State = { status: 'published', revision: 4, name: 'a' };
    expect(liveIn(draft, ['draft', 'published'], messages, 4)).toBe(draft);
    expect(liveIn(published, ['draft', 'published'], messages)).toBe(published);
    expect(() => liveIn(draft, ['draft', 'published'], messages, 3)).toThrow(messages.stale);
    expect(() => liveIn({ status: 'deleted', revision: 4 } as State, ['draft', 'published'], messages, 4)).toThrow(messages.notFound);
    expect(() => liveIn({ status: 'none', revision: -1 } as State, ['draft', 'published'], messages, 0)).toThrow(messages.notFound);
  });

  it('a staff item: created on a fresh stream only, changed while live, edited into the fields after the edit or nothing', () => {
    type Item = { status: 'none' } | { status: 'live'; id: number; revision: number; name: string; terms: string[] };
    type Event = { type: 'Created'; data: { id: number } } | { type: 'Edited'; data: { id: number; name: string; terms: string[] } };
    const item = staffItemDecisions<Item, 'live', Event>({ live: 'live', messages, exists: { message: 'Item already exists', code: 'item_exists' } });
    const live: Item = { status: 'live', id: 7, revision: 2, name: 'a', terms: ['x'] };
    const edit = (cmd: { name?: string; terms?: string[]; expectedRevision: number }) =>
      item.edit(live, cmd, (s) => ({ name: s.name, terms: s.terms }), (s, fields) => ({ type: 'Edited', data: { id: s.id, ...fields } }));

    expect(item.create({ status: 'none' }, { type: 'Created', data: { id: 7 } })).toEqual([{ type: 'Created', data: { id: 7 } }]);
    expect(() => item.create(live, { type: 'Created', data: { id: 7 } })).toThrow('Item already exists');
    expect(item.live(live)).toBe(live);
    expect(() => item.live({ status: 'none' })).toThrow(messages.notFound);
    expect(edit({ name: 'b', expectedRevision: 2 })).toEqual([{ type: 'Edited', data: { id: 7, name: 'b', terms: ['x'] } }]);
    expect(edit({ name: 'a', terms: ['x'], expectedRevision: 2 })).toEqual([]);
    expect(() => edit({ name: 'b', expectedRevision: 1 })).toThrow(messages.stale);
  });
});
