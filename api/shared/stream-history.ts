import type { StreamHistoryEntry, StreamHistoryResponse } from '../../schemas/shared/history.js';
import type { Deps } from './deps.js';
import { notFound } from './errors.js';
import { isSealed, unseal } from './personal-data.js';

/** At most this many events are listed (a staff item's stream grows only with staff saves). */
const MAX_ENTRIES = 200;

/**
 * A staff-managed item's history read from its own stream (never the read model), newest first,
 * with each actor's display name: the log is the audit trail, so the two cannot disagree.
 * 404 with `missing` when the stream does not exist. `hidden` names events that are no staff
 * change (a member's first use of the item: who it was is theirs); they are left out, and the
 * revision answered is the last staff change's, what an edit sends as `expectedRevision`.
 */
export async function streamHistory(deps: Pick<Deps, 'store' | 'rm'>, streamId: string, missing: string, hidden: readonly string[] = []): Promise<StreamHistoryResponse> {
  const all = await deps.store.readStream(streamId, 0);
  if (all.length === 0) throw notFound(missing);
  const events = all.filter((e) => !hidden.includes(e.type));
  const name = deps.rm.stmt<[number], { display_name: string }>('SELECT display_name FROM users WHERE id = ?');
  const names = new Map<number, string | null>();
  const displayName = (id: number | null) => {
    if (id === null) return null;
    if (!names.has(id)) names.set(id, name.get(id)?.display_name ?? null);
    return names.get(id)!;
  };
  const entries = events
    .slice(-MAX_ENTRIES)
    .reverse()
    .map((e): StreamHistoryEntry => ({
      revision: e.revision,
      type: e.type,
      at: e.metadata.at,
      actor: { id: e.metadata.actorId, displayName: displayName(e.metadata.actorId), role: e.metadata.actorRole },
      data: e.data as Record<string, unknown>,
    }));
  return { entries, revision: (events[events.length - 1] ?? all[all.length - 1]!).revision };
}

/**
 * `streamHistory` for an item members write (a forum thread or reply, a review, issue 29): the
 * sealed fields of each event's data read in clear for staff, null once the author is erased.
 */
export async function sealedStreamHistory(deps: Pick<Deps, 'store' | 'rm' | 'keys'>, streamId: string, missing: string): Promise<StreamHistoryResponse> {
  const history = await streamHistory(deps, streamId, missing);
  const open = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, isSealed(v) ? unseal(deps.keys, v) : v]));
  return { ...history, entries: history.entries.map((e) => ({ ...e, data: open(e.data) })) };
}
