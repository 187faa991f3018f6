import { createThreadInput, lockThreadInput, pinThreadInput, replyToThreadInput } from '../../schemas/forum/commands.js';
import { appendDecided, loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { runCommand } from '../shared/idempotency.js';
import { itemCommand, newItemStream } from '../shared/item-streams.js';
import { seal } from '../shared/personal-data.js';
import { parseInput } from '../shared/validation.js';
import { assertCategory, categoryDecider, categoryStream, markCategoryUsed } from './category.decider.js';
import { postReply, replyDecider, replyStream } from './reply.decider.js';
import { assertReplyable, createThread, setLocked, setPinned, threadDecider, threadStream } from './thread.decider.js';

type Actor = CommandContext & { actorId: number };

/**
 * Forum commands. Each runs through `runCommand`: with an Idempotency-Key a retry answers the
 * first attempt's result (the same thread or reply id) and appends nothing (T37). What a member
 * writes is sealed with their key before it reaches an event.
 */

/** A member opens a thread in a category that exists. */
export async function startThread(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(createThreadInput, body);
  const title = seal(deps.keys, ctx.actorId, cmd.title);
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  const categoryOpen = async () => assertCategory((await loadState(deps.store, categoryStream(cmd.categoryId), categoryDecider)).state);
  const prepare = newItemStream(deps, { kind: 'thread', idKey: 'threadId', stream: threadStream, check: categoryOpen });
  const res = await runCommand(deps.store, ctx, {
    command: 'forum.thread.create',
    input: cmd,
    prepare,
    decider: threadDecider,
    decide: (s, { threadId }) => createThread(s, { threadId, categoryId: cmd.categoryId, authorId: ctx.actorId, title, content, anonymous: cmd.anonymous }),
    // The category's first thread records it on the category's stream (its exact revision) before the
    // thread lands: a concurrent delete then either lands first (this thread is refused) or is refused.
    beforeAppend: async () => {
      const { idempotencyKey: _key, ...plain } = ctx;
      await appendDecided(deps.store, categoryStream(cmd.categoryId), categoryDecider, (c) => markCategoryUsed(c), plain);
    },
    subjects: [ctx.actorId],
  });
  return { threadId: res.result.threadId, position: res.position };
}

/**
 * A member replies. The reply is its own stream, so N members replying at once each append
 * at `no_stream` on their own stream and none waits for another; the thread's short stream is
 * read (cached) to refuse a missing (404) or locked (409) thread.
 */
export async function replyToThread(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(replyToThreadInput, body);
  const content = seal(deps.keys, ctx.actorId, cmd.content);
  // A thread in an archived category takes no replies (its category read after the thread: both short streams).
  const thread = async () => {
    const t = (await loadState(deps.store, threadStream(cmd.threadId), threadDecider)).state;
    if (t.status === 'open') assertCategory((await loadState(deps.store, categoryStream(t.categoryId), categoryDecider)).state);
    return t;
  };
  // Refused before an id is allocated; decided again (authoritatively) on the thread `read` gives `decide`.
  const prepare = newItemStream(deps, { kind: 'forum-post', idKey: 'postId', stream: replyStream, check: async () => assertReplyable(await thread()) });
  const res = await runCommand(deps.store, ctx, {
    command: 'forum.thread.reply',
    input: cmd,
    prepare,
    decider: replyDecider,
    read: thread,
    decide: (s, { postId }, t) => postReply(s, t, { postId, authorId: ctx.actorId, content, anonymous: cmd.anonymous }),
    subjects: [ctx.actorId],
  });
  return { threadId: cmd.threadId, postId: res.result.postId, position: res.position };
}

const onThread = itemCommand({ idKey: 'threadId', stream: threadStream, decider: threadDecider });

/** Admins: pin or unpin (a no-op when it already holds). */
export async function pinThread(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(pinThreadInput, body);
  const res = await onThread(deps, ctx, { command: 'forum.thread.pin', input: cmd, id: cmd.threadId, decide: (s) => setPinned(s, cmd.pinned) });
  return { threadId: cmd.threadId, position: res.position };
}

/** Admins: lock or unlock (a no-op when it already holds). */
export async function lockThread(deps: Deps, body: unknown, ctx: Actor) {
  const cmd = parseInput(lockThreadInput, body);
  const res = await onThread(deps, ctx, { command: 'forum.thread.lock', input: cmd, id: cmd.threadId, decide: (s) => setLocked(s, cmd.locked) });
  return { threadId: cmd.threadId, position: res.position };
}
