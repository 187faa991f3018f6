import { deleteCommentInput, editCommentInput, postCommentInput, reportCommentInput, voteCommentInput } from '../../schemas/comments/commands.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { runCommand } from '../shared/idempotency.js';
import { itemCommand, newItemStream } from '../shared/item-streams.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import {
  assertReplyable,
  commentDecider,
  commentFlagStream,
  commentStream,
  commentVoteStream,
  edit,
  memberFlagDecider,
  memberVoteDecider,
  post,
  remove,
  report,
  vote,
} from './comment.decider.js';
import { commentsPorts } from './ports.js';

type Actor = CommandContext & { actorId: number };

/**
 * Every command here runs through `runCommand`: with an Idempotency-Key, a retry answers the
 * first attempt's result (the same comment id) and appends nothing (T37).
 */

/** Posts a comment or a reply under a published article; the text is sealed with the author's key. */
export async function postComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(postCommentInput, body);
  const parentId = cmd.parentCommentId ?? null;
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  const check = async () => {
    await deps.services.get(commentsPorts).assertPublishedArticle(cmd.articleId);
    if (parentId !== null) assertReplyable((await loadState(deps.store, commentStream(parentId), commentDecider)).state, cmd.articleId);
  };
  const prepare = newItemStream(deps, { kind: 'comment', idKey: 'commentId', stream: commentStream, check });
  const res = await runCommand(deps.store, ctx, {
    command: 'comment.post',
    input: cmd,
    prepare,
    decider: commentDecider,
    decide: (s, { commentId }) => post(s, { commentId, articleId: cmd.articleId, authorId: ctx.actorId, parentCommentId: parentId, content }),
    subjects: [ctx.actorId],
  });
  return { commentId: res.result.commentId, position: res.position };
}

/** A command on one existing comment's stream. */
const onComment = itemCommand({ idKey: 'commentId', stream: commentStream, decider: commentDecider });
/** A member's own vote, and own report, on a comment: a stream per (comment, member), answered with the comment's id. */
const onVoteBy = (memberId: number) => itemCommand({ idKey: 'commentId', stream: (id) => commentVoteStream(id, memberId), decider: memberVoteDecider });
const onReportBy = (memberId: number) => itemCommand({ idKey: 'commentId', stream: (id) => commentFlagStream(id, memberId), decider: memberFlagDecider });
/** The comment as it stands, read for a decision on a member's own stream about it. */
const theComment = (deps: Deps, commentId: number) => async () => (await loadState(deps.store, commentStream(commentId), commentDecider)).state;

export async function editComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(editCommentInput, body);
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  const res = await onComment(deps, ctx, { command: 'comment.edit', input: cmd, id: cmd.commentId, decide: (s) => edit(s, { actorId: ctx.actorId, content }), subjects: [ctx.actorId] });
  return { commentId: cmd.commentId, position: res.position };
}

export async function deleteComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(deleteCommentInput, body);
  const res = await onComment(deps, ctx, { command: 'comment.delete', input: cmd, id: cmd.commentId, decide: (s) => remove(s, { actorId: ctx.actorId }) });
  return { commentId: cmd.commentId, position: res.position };
}

/**
 * One vote per member per comment: the member's own vote stream's exact revision serialises
 * their racing votes; the comment is re-read on each attempt (it is short: votes live elsewhere).
 */
export async function voteComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(voteCommentInput, body);
  const res = await onVoteBy(ctx.actorId)(deps, ctx, {
    command: 'comment.vote',
    input: cmd,
    id: cmd.commentId,
    read: theComment(deps, cmd.commentId),
    decide: (mine, comment) => vote(comment, mine, { userId: ctx.actorId, voteType: cmd.voteType }),
    attempts: 20,
  });
  return { commentId: cmd.commentId, position: res.position };
}

/**
 * A member reports a comment, once: the report lives in their own stream (like a vote), so it
 * never contends with the comment or with other members; a repeat appends nothing. The reason
 * is text the member wrote: sealed with their key.
 */
export async function reportComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(reportCommentInput, body);
  const reason = cmd.reason === null ? null : seal(deps.keys, ctx.actorId, cmd.reason);
  const res = await onReportBy(ctx.actorId)(deps, ctx, {
    command: 'comment.report',
    input: cmd,
    id: cmd.commentId,
    read: theComment(deps, cmd.commentId),
    decide: (mine, comment) => report(comment, mine, { userId: ctx.actorId, reason }),
    ...(reason === null ? {} : { subjects: [ctx.actorId] }),
  });
  return { commentId: cmd.commentId, position: res.position };
}
