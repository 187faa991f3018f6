import { adminCommentMessages as m, moderateCommentsInput, moderatedMessage, type ModerateCommentsResponse } from '../../schemas/admin/comments.js';
import { idempotencyMessages, idempotencyRecord } from '../../schemas/shared/event.js';
import { commentDecider, commentStream, moderate, removeByStaff } from './comment.decider.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, conflict, DomainError } from '../shared/errors.js';
import { bulkItemKey, existingStream, idempotencyStream, requestHash, runCommand } from '../shared/idempotency.js';
import { parseInput } from '../shared/validation.js';
import { openFlagsOf } from './admin.queries.js';

type Admin = CommandContext & { actorId: number };
type Result = ModerateCommentsResponse['results'][number];

const COMMAND = 'comment.moderate';

/**
 * Sets the status of up to 100 comments, each on its own stream, and reports per comment what
 * happened: changed, already so (no event), or refused (a deleted comment). A batch naming a
 * comment that never existed is refused whole (400, nothing appended, SECURITY T16). A comment
 * already listed under the status is left alone, so a repeated or overlapping bulk action adds
 * nothing to the audit trail.
 *
 * With an Idempotency-Key each comment runs under its own key (bulkItemKey), whose
 * record also holds the hash of the whole request: a retry answers every comment as the first
 * attempt did and appends nothing, and the key reused for another request is refused (409)
 * before any comment is touched.
 */
export async function moderateComments(deps: Deps, body: unknown, ctx: Admin) {
  const cmd = parseInput(moderateCommentsInput, body);
  const batch = requestHash(COMMAND, cmd);
  const keyOf = (id: number) => (ctx.idempotencyKey ? bulkItemKey(ctx.idempotencyKey, id) : undefined);
  const inputOf = (commentId: number) => ({ batch, commentId });
  if (ctx.idempotencyKey) await refuseReusedKey(deps, ctx.actorId, cmd.commentIds.map((id) => [keyOf(id)!, requestHash(COMMAND, inputOf(id))]));
  // A batch naming a comment that never existed is refused whole, before any change (SECURITY T16).
  for (const commentId of new Set(cmd.commentIds))
    if ((await loadState(deps.store, commentStream(commentId), commentDecider)).state.status === 'none') throw badRequest(m.notFound, 'not_found', { commentId });

  const results: Result[] = [];
  let position = '';
  for (const commentId of cmd.commentIds) {
    const key = keyOf(commentId);
    // Read per comment, just before deciding: a report in the meantime is at worst one extra event.
    const openFlags = openFlagsOf(deps.rm, commentId);
    try {
      const res = await runCommand(deps.store, key ? { ...ctx, idempotencyKey: key } : ctx, {
        command: COMMAND,
        input: inputOf(commentId),
        prepare: existingStream(commentStream(commentId), { commentId }),
        decider: commentDecider,
        decide: (s) => moderate(s, { status: cmd.status, reason: cmd.reason, openFlags }),
      });
      const changed = res.events.length > 0;
      if (changed) position = res.position; // appended in order: the last one is the furthest
      results.push({ id: commentId, ok: true, changed });
    } catch (err) {
      if (!(err instanceof DomainError) || err.message === idempotencyMessages.keyReused || err.status >= 500) throw err;
      results.push({ id: commentId, ok: false, changed: false, error: err.message });
    }
  }
  const changed = results.filter((r) => r.changed).length;
  const failed = results.filter((r) => !r.ok).length;
  const message = moderatedMessage(cmd.status, changed, results.length - changed - failed, failed);
  return { message, results, position };
}

/** 409 when any comment's key already holds a record of a different request (checked before any change). */
async function refuseReusedKey(deps: Deps, actorId: number, keys: [key: string, hash: string][]) {
  for (const [key, hash] of keys) {
    const events = await deps.store.readStream(idempotencyStream(actorId, key));
    const last = events[events.length - 1];
    if (!last) continue;
    const record = idempotencyRecord.parse(last.data);
    if (record.command !== COMMAND || record.requestHash !== hash) throw conflict(idempotencyMessages.keyReused);
  }
}

/** A moderator deletes one comment from the moderation queue (issue 29); a deleted one appends nothing. */
export async function removeCommentAsStaff(deps: Deps, commentId: number, reason: string | null, ctx: CommandContext) {
  const res = await runCommand(deps.store, ctx, {
    command: 'comment.remove',
    input: { commentId, reason },
    prepare: existingStream(commentStream(commentId), { commentId }),
    decider: commentDecider,
    decide: (s) => removeByStaff(s, reason),
  });
  return { changed: res.events.length > 0, position: res.position };
}
