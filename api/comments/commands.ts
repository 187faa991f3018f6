import { deleteCommentInput, editCommentInput, postCommentInput, voteCommentInput } from '../../schemas/comments/commands.js';
import { articleDecider, articleStream, assertPublished } from '../articles/article.decider.js';
import { handleCommand, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { assertReplyable, commentDecider, commentStream, edit, post, remove, vote } from './comment.decider.js';

type Actor = CommandContext & { actorId: number };

/** Posts a comment or a reply under a published article; the text is sealed with the author's key. */
export async function postComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(postCommentInput, body);
  assertPublished((await loadState(deps.store, articleStream(cmd.articleId), articleDecider)).state);
  const parentId = cmd.parentCommentId ?? null;
  if (parentId !== null) assertReplyable((await loadState(deps.store, commentStream(parentId), commentDecider)).state, cmd.articleId);
  const commentId = await deps.store.nextId('comment');
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  const res = await handleCommand(
    deps.store,
    commentStream(commentId),
    commentDecider,
    (s) => post(s, { commentId, articleId: cmd.articleId, authorId: ctx.actorId, parentCommentId: parentId, content }),
    ctx,
    { subjects: [ctx.actorId] },
  );
  return { commentId, position: res.position };
}

export async function editComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(editCommentInput, body);
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  const res = await handleCommand(deps.store, commentStream(cmd.commentId), commentDecider, (s) => edit(s, { actorId: ctx.actorId, content }), ctx, {
    subjects: [ctx.actorId],
  });
  return { commentId: cmd.commentId, position: res.position };
}

export async function deleteComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(deleteCommentInput, body);
  const res = await handleCommand(deps.store, commentStream(cmd.commentId), commentDecider, (s) => remove(s, { actorId: ctx.actorId }), ctx);
  return { commentId: cmd.commentId, position: res.position };
}

/** One vote per member per comment: the comment stream's exact revision serialises racing votes. */
export async function voteComment(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(voteCommentInput, body);
  const res = await handleCommand(
    deps.store,
    commentStream(cmd.commentId),
    commentDecider,
    (s) => vote(s, { userId: ctx.actorId, voteType: cmd.voteType }),
    ctx,
    { attempts: 20 },
  );
  return { commentId: cmd.commentId, position: res.position };
}
