import type { Decider, DomainEvent } from './command.js';

/**
 * A stream whose whole state is one flag (`S`'s one key), false until an event sets it: a
 * member's report of a comment, their helpful mark on a review, staff hiding an item. `set`
 * events turn it on, `clear` events (if any) off; every other event of the feature's union
 * leaves it as it is (such a stream holds only its own events: the union is the feature's).
 *
 * `evolve` is this file's, the same for every flag, so the snapshot fingerprint
 * (api/shared/command.ts) sees the flag's name (in the initial state) but not which events move
 * it: give the decider a `snapshotVersion`, or bump it, whenever `set` or `clear` change.
 */
export function flagDecider<S extends Record<string, boolean>, E extends DomainEvent>(spec: {
  flag: keyof S & string;
  set: readonly E['type'][];
  clear?: readonly E['type'][];
  snapshotVersion?: number;
}): Decider<S, E> & { initialState: S } {
  const { flag, set, clear = [] } = spec;
  const valued = (on: boolean) => ({ [flag]: on }) as S;
  return {
    initialState: valued(false),
    ...(spec.snapshotVersion === undefined ? {} : { snapshotVersion: spec.snapshotVersion }),
    evolve: (state, e) => (set.includes(e.type) ? valued(true) : clear.includes(e.type) ? valued(false) : state),
  };
}
