import { describe, expect, it } from 'vitest';
import { exhaustive } from './exhaustive.js';
import { flagDecider } from './flag-decider.js';

type Marked = { marked: boolean };
type Event = { type: 'Marked'; data: null } | { type: 'Unmarked'; data: null } | { type: 'Other'; data: null };
const event = (type: Event['type']): Event => ({ type, data: null });

describe('a one-flag stream', () => {
  const decider = flagDecider<Marked, Event>({ flag: 'marked', set: ['Marked'], clear: ['Unmarked'] });

  it('starts false; its set events turn it on, its clear events off, any other leaves it', () => {
    expect(decider.initialState).toEqual({ marked: false });
    const fold = (...types: Event['type'][]) => types.map(event).reduce(decider.evolve, decider.initialState);
    expect(fold('Marked')).toEqual({ marked: true });
    expect(fold('Marked', 'Other')).toEqual({ marked: true });
    expect(fold('Marked', 'Unmarked')).toEqual({ marked: false });
    expect(fold('Unmarked', 'Marked', 'Marked')).toEqual({ marked: true });
    const on = fold('Marked');
    expect(decider.evolve(on, event('Other'))).toBe(on);
  });

  it('a flag nothing clears stays set; snapshots keep the decider’s own version', () => {
    const once = flagDecider<Marked, Event>({ flag: 'marked', set: ['Marked'] });
    expect([event('Marked'), event('Unmarked')].reduce(once.evolve, once.initialState)).toEqual({ marked: true });
    expect(once.snapshotVersion).toBeUndefined();
    expect(flagDecider<Marked, Event>({ flag: 'marked', set: ['Marked'], snapshotVersion: 2 }).snapshotVersion).toBe(2);
  });

  it('the exhaustive default hands back what reached it', () => {
    const stray = { type: 'Stray' } as never;
    expect(exhaustive(stray)).toBe(stray);
  });
});
