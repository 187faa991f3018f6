import { loadState, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { categoryDecider, categoryStream } from './category.decider.js';
import { mergeThread, moveThread, threadDecider, threadStream } from './thread.decider.js';

/**
 * A moderator's move and merge of a thread (issue 29), the forum's own commands on the thread's
 * stream; moderation calls them through its port (api/moderation-ports.ts) with parsed input.
 * Each runs through `runCommand`: with an Idempotency-Key a retry appends nothing.
 */

const threadState = (deps: Deps, threadId: number) => async () => (await loadState(deps.store, threadStream(threadId), threadDecider)).state;

/** To another category, read (exists, not archived) before deciding. */
export async function moveThreadAsStaff(deps: Deps, cmd: { threadId: number; categoryId: number; reason: string | null }, ctx: CommandContext) {
  const res = await runCommand(deps.store, ctx, {
    command: 'forum.thread.move',
    input: cmd,
    prepare: existingStream(threadStream(cmd.threadId), { threadId: cmd.threadId }),
    decider: threadDecider,
    read: async () => (await loadState(deps.store, categoryStream(cmd.categoryId), categoryDecider)).state,
    decide: (s, _r, category) => moveThread(s, category, cmd),
  });
  return { changed: res.events.length > 0, position: res.position };
}

/**
 * Into another thread, read before deciding. The opening post's reply id is allocated once per
 * key, after the merge was first found possible (a refusal allocates nothing); decided again,
 * authoritatively, on the thread's stream.
 */
export async function mergeThreadAsStaff(deps: Deps, cmd: { threadId: number; targetThreadId: number; reason: string | null }, ctx: CommandContext) {
  const target = threadState(deps, cmd.targetThreadId);
  const res = await runCommand(deps.store, ctx, {
    command: 'forum.thread.merge',
    input: cmd,
    prepare: async () => {
      mergeThread(await threadState(deps, cmd.threadId)(), await target(), { openingPostId: 1, reason: cmd.reason });
      return { streamId: threadStream(cmd.threadId), result: { openingPostId: await deps.store.nextId('forum-post') } };
    },
    decider: threadDecider,
    read: target,
    decide: (s, { openingPostId }, t) => mergeThread(s, t, { openingPostId, reason: cmd.reason }),
  });
  return { changed: res.events.length > 0, position: res.position };
}
