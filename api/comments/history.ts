import type { RecordedEvent } from '../event-store/port.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import { adminCommentMessages as m, type CommentHistoryResponse, type ModerationStatus } from '../../schemas/admin/comments.js';
import { commentDecider, commentStream } from './comment.decider.js';
import { loadState } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { isSealed, unseal } from '../shared/personal-data.js';

type Entry = CommentHistoryResponse['entries'][number];
type Actor = Entry['actor'];

const SHOWN = new Set(['CommentPosted', 'CommentEdited', 'CommentModerated', 'CommentDeleted']);
const RECENT_FLAGS = 20;

const COMMENT = 'SELECT queue, flag_count FROM comments WHERE id = ?';
const FLAGS = `SELECT f.user_id, f.reason, f.at, u.display_name, u.role FROM comment_flags f LEFT JOIN users u ON u.id = f.user_id
  WHERE f.comment_id = ? ORDER BY f.seq DESC LIMIT ? + 0`;
const USER = 'SELECT display_name FROM users WHERE id = ?';

/**
 * A comment's history from its own event stream, newest first: who posted, edited (each
 * version's text), moderated (from what, to what, why) and deleted it, with the time and the
 * request's correlation id from each event's metadata; votes written there by older logs are
 * left out. A page reads the stream from its oldest revision on: `loadState` knows the head
 * without folding the stream (cached, snapshotted), and a comment's stream holds only its own
 * events (votes and reports live in each member's stream). Reports come from the read model.
 */
export async function commentHistory(deps: Deps, commentId: number, q: { limit: number; before?: number | undefined }): Promise<CommentHistoryResponse> {
  const stream = commentStream(commentId);
  const { state, revision } = await loadState(deps.store, stream, commentDecider);
  if (state.status === 'none') throw notFound(m.notFound);
  const end = Math.min(q.before ?? revision + 1, revision + 1);
  const from = Math.max(0, end - q.limit);
  const events = end > from ? (await deps.store.readStream(stream, from)).filter((e) => e.revision < end) : [];
  const names = new Map<number, string | null>();
  const actor = (e: RecordedEvent): Actor => {
    const id = e.metadata.actorId;
    if (id !== null && !names.has(id)) names.set(id, deps.rm.stmt<[number], { display_name: string }>(USER).get(id)?.display_name ?? null);
    return { id, role: e.metadata.actorRole, displayName: id === null ? null : names.get(id)! };
  };
  const entries = events
    .filter((e) => SHOWN.has(e.type))
    .reverse()
    .map((e) => toEntry(deps, e, actor(e)));
  const row = deps.rm.stmt<[number], { queue: ModerationStatus | null; flag_count: number }>(COMMENT).get(commentId);
  const flags = deps.rm
    .stmt<[number, number], { user_id: number; reason: string | null; at: string; display_name: string | null; role: string | null }>(FLAGS)
    .all(commentId, RECENT_FLAGS)
    .map((f) => ({ at: f.at, reason: f.reason, reporter: { id: f.user_id, role: f.role ?? 'user', displayName: f.display_name } }));
  return {
    comment: { id: state.id, articleId: state.articleId, authorId: state.authorId, status: row?.queue ?? null, deleted: state.status === 'deleted' },
    entries,
    nextBefore: from > 0 ? from : null,
    flags: { count: row?.flag_count ?? 0, recent: flags },
  };
}

const text = (deps: Deps, v: string) => (isSealed(v) ? unseal(deps.keys, v) : v);

function toEntry(deps: Deps, e: RecordedEvent, actor: Actor): Entry {
  const base = { revision: e.revision, type: e.type as Entry['type'], at: e.metadata.at, actor, correlationId: e.metadata.correlationId ?? null };
  const ev = { type: e.type, data: e.data } as CommentEvent;
  switch (ev.type) {
    case 'CommentPosted':
    case 'CommentEdited':
      return { ...base, content: text(deps, ev.data.content) };
    case 'CommentModerated':
      return { ...base, status: ev.data.status, previousStatus: ev.data.previousStatus ?? null, reason: ev.data.reason };
    default:
      return base;
  }
}
