import { editedFields, liveItem } from './deciders.js';
import { badRequest, conflict, notFound } from './errors.js';

/**
 * A staff item a command may still change, on a stream whose state counts its own revision
 * (`revisionCounted`, api/shared/deciders.ts): 404 with `notFound` unless its status is one of
 * `live` (a deleted item is as gone as a missing one), then 409 with `stale` when the editor
 * loaded another revision (`expectedRevision`: anything appended since is someone else's change;
 * left out by the commands that need no editor's view). `liveItem` is the same for an item with
 * one live status.
 */
export function liveIn<S extends { status: string; revision: number }, K extends S['status']>(
  state: S,
  live: readonly K[],
  messages: { notFound: string; stale: string },
  expectedRevision?: number,
): Extract<S, { status: K }> {
  if (!(live as readonly string[]).includes(state.status)) throw notFound(messages.notFound);
  if (expectedRevision !== undefined && expectedRevision !== state.revision) throw conflict(messages.stale);
  return state as Extract<S, { status: K }>;
}

/**
 * The decisions every item staff create and edit in the structure studio share (a forum
 * category, a newsletter topic, a synonym group), for its status `live` and its words:
 * - `create` needs a fresh stream: 400 `exists` on one that holds the item already (an id in use,
 *   or a create retried without its key);
 * - `live` is the item a command may change (`liveItem`: 404 when missing or deleted, 409 when
 *   changed since the revision the editor names);
 * - `edit` appends `edited(item, fields)` with the compared fields as they are after it
 *   (`editedFields`), or nothing at all when it changes none.
 */
export function staffItemDecisions<S extends { status: string }, K extends S['status'], E>(spec: {
  live: K;
  messages: { notFound: string; stale: string };
  exists: { message: string; code: string };
}) {
  type Live = Extract<S, { status: K; revision: number }>;
  const live = (state: S, expectedRevision?: number): Live => liveItem(state, spec.live, spec.messages, expectedRevision);
  return {
    live,
    create(state: S, created: E): E[] {
      if (state.status !== 'none') throw badRequest(spec.exists.message, spec.exists.code);
      return [created];
    },
    edit<F extends Record<string, unknown>>(state: S, cmd: Partial<F> & { expectedRevision: number }, compared: (item: Live) => F, edited: (item: Live, fields: F) => E): E[] {
      const item = live(state, cmd.expectedRevision);
      const fields = editedFields(compared(item), cmd);
      return fields ? [edited(item, fields)] : [];
    },
  };
}
