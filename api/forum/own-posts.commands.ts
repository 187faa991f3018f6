import { forumStreams } from '../../schemas/forum/events.js';
import { deleteReplyInput, deleteThreadInput, editReplyInput, editThreadInput, removeThreadInput, reportForumInput } from '../../schemas/forum/commands.js';
import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { itemCommand } from '../shared/item-streams.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { deleteReply, editReply, removeReply, replyDecider, replyStream, type ReplyState } from './reply.decider.js';
import { forumReportDecider, reportReply, reportThread } from './report.decider.js';
import { deleteThread, editThread, removeThread, threadDecider, threadStream, type ThreadState } from './thread.decider.js';

type Actor = CommandContext & { actorId: number };

/**
 * Members' own threads and replies (issue 29): edit, delete and report, and staff removal. Each
 * runs through `runCommand` (Idempotency-Key: a retry answers the first result, appends nothing).
 * Edits are sealed with the author's key; a report's details with the reporter's.
 */

const thread = (deps: Deps, threadId: number) => async () => (await loadState(deps.store, threadStream(threadId), threadDecider)).state;
/** The thread a reply's stream names (none when the reply does not exist). */
const threadOf = (deps: Deps) => async (r: ReplyState): Promise<ThreadState> => (r.posted ? thread(deps, r.threadId)() : threadDecider.initialState);
const reply = (deps: Deps, postId: number) => async () => (await loadState(deps.store, replyStream(postId), replyDecider)).state;

const onThread = itemCommand({ idKey: 'threadId', stream: threadStream, decider: threadDecider });
const onReply = itemCommand({ idKey: 'postId', stream: replyStream, decider: replyDecider });

export async function editOwnThread(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(editThreadInput, body);
  const sealed = (v: string | undefined) => (v === undefined ? undefined : seal(deps.keys, ctx.actorId, v));
  const res = await onThread(deps, ctx, {
    command: 'forum.thread.edit',
    input: cmd,
    id: cmd.threadId,
    decide: (s) => editThread(s, { actorId: ctx.actorId, title: sealed(cmd.title), content: sealed(cmd.content) }),
    subjects: [ctx.actorId],
  });
  return { threadId: cmd.threadId, position: res.position };
}

export async function deleteOwnThread(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(deleteThreadInput, body);
  const res = await onThread(deps, ctx, { command: 'forum.thread.delete', input: cmd, id: cmd.threadId, decide: (s) => deleteThread(s, ctx.actorId) });
  return { threadId: cmd.threadId, position: res.position };
}

/** Staff (moderation): the thread leaves the lists with its replies, whoever wrote it. */
export async function staffRemoveThread(deps: Deps, body: unknown, ctx: CommandContext) {
  const cmd = parseInput(removeThreadInput, body);
  const res = await onThread(deps, ctx, { command: 'forum.thread.remove', input: cmd, id: cmd.threadId, decide: (s) => removeThread(s, cmd.reason || undefined) });
  return { threadId: cmd.threadId, position: res.position, changed: res.events.length > 0 };
}

export async function editOwnReply(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(editReplyInput, body);
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  const res = await onReply(deps, ctx, { command: 'forum.reply.edit', input: cmd, id: cmd.postId, read: threadOf(deps), decide: (s, t) => editReply(s, t, { actorId: ctx.actorId, content }), subjects: [ctx.actorId] });
  return { postId: cmd.postId, position: res.position };
}

export async function deleteOwnReply(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(deleteReplyInput, body);
  const res = await onReply(deps, ctx, { command: 'forum.reply.delete', input: cmd, id: cmd.postId, read: threadOf(deps), decide: (s, t) => deleteReply(s, t, ctx.actorId) });
  return { postId: cmd.postId, position: res.position };
}

/** Staff (moderation) delete one reply, with an optional reason for its author. */
export async function staffRemoveReply(deps: Deps, postId: number, reason: string | undefined, ctx: CommandContext) {
  const res = await onReply(deps, ctx, { command: 'forum.reply.remove', input: { postId, reason }, id: postId, read: threadOf(deps), decide: (s, t) => removeReply(s, t, reason) });
  return { postId, position: res.position, changed: res.events.length > 0 };
}

/**
 * A member reports a thread (its opening post) or a reply, once: the report is the single event
 * of their own stream, decided against the item's short stream(s).
 */
export async function reportForumPost(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(reportForumInput, body);
  const details = cmd.details === undefined ? undefined : seal(deps.keys, ctx.actorId, cmd.details);
  const report = { reporterId: ctx.actorId, reason: cmd.reason, details };
  const common = { command: 'forum.report', input: cmd, decider: forumReportDecider, ...(details === undefined ? {} : { subjects: [ctx.actorId] }) };
  if (cmd.postId !== undefined) {
    const postId = cmd.postId;
    const res = await runCommand(deps.store, ctx, {
      ...common,
      prepare: existingStream(forumStreams.replyReport(postId, ctx.actorId), { postId }),
      read: async () => {
        const r = await reply(deps, postId)();
        return { r, t: await threadOf(deps)(r) };
      },
      decide: (mine, _r, f) => reportReply(mine, f.r, f.t, report),
    });
    return { position: res.position };
  }
  const threadId = cmd.threadId!;
  const res = await runCommand(deps.store, ctx, {
    ...common,
    prepare: existingStream(forumStreams.threadReport(threadId, ctx.actorId), { threadId }),
    read: thread(deps, threadId),
    decide: (mine, _r, t) => reportThread(mine, t, report),
  });
  return { position: res.position };
}
