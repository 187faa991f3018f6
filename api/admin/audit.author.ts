import { forumStreams, type ForumEvent } from '../../schemas/forum/events.js';
import { anonymousAuthorInput } from '../../schemas/forum/commands.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { AnonymousAuthorResponse } from '../../schemas/forum/queries.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { parseInput } from '../shared/validation.js';

type Admin = CommandContext & { actorId: number };

interface Target {
  threadId: number;
  postId: number | null;
  authorId: number;
  anonymous: number;
}

const THREAD = 'SELECT id AS threadId, NULL AS postId, author_id AS authorId, anonymous FROM forum_threads WHERE id = ?';
const POST = 'SELECT thread_id AS threadId, id AS postId, author_id AS authorId, anonymous FROM forum_posts WHERE id = ?';
const NAME = 'SELECT display_name FROM users WHERE id = ?';

/**
 * The lookups of one thread's anonymous authors: a stream per thread, short (one event per
 * admin look), so lookups on different threads never compete for a revision.
 */
const viewsDecider = {
  initialState: { views: 0 },
  evolve: (s: { views: number }, e: ForumEvent) => (e.type === 'AnonymousAuthorViewed' ? { views: s.views + 1 } : s),
};

function findTarget(rm: ReadModel, input: { threadId: number } | { postId: number }): Target {
  const row = 'threadId' in input ? rm.stmt<[number], Target>(THREAD).get(input.threadId) : rm.stmt<[number], Target>(POST).get(input.postId);
  if (!row) throw notFound('threadId' in input ? m.threadNotFound : m.postNotFound);
  if (row.anonymous !== 1) throw badRequest(m.notAnonymous, 'not_anonymous');
  return row;
}

/**
 * An admin asks who wrote an anonymous thread or reply (issue 13). The look itself is the audit
 * record: `AnonymousAuthorViewed` is appended (acting as admin, so the audit projection lists it)
 * before the author is read out, so no answer leaves without its record. The event keeps only
 * what was looked at, never who wrote it: the trail shows that someone looked, not the answer.
 */
export async function viewAnonymousAuthor(deps: Deps, body: unknown, ctx: Admin) {
  const input = parseInput(anonymousAuthorInput, body);
  const target = findTarget(deps.rm, input);
  const res = await runCommand(deps.store, ctx, {
    command: 'forum.author.view',
    input,
    prepare: existingStream(forumStreams.authorViews(target.threadId), null),
    decider: viewsDecider,
    decide: (): ForumEvent[] => [
      { type: 'AnonymousAuthorViewed', data: target.postId === null ? { threadId: target.threadId } : { threadId: target.threadId, postId: target.postId } },
    ],
  });
  const name = deps.rm.stmt<[number], { display_name: string | null }>(NAME).get(target.authorId);
  const answer: AnonymousAuthorResponse = {
    threadId: target.threadId,
    postId: target.postId,
    author: { id: target.authorId, displayName: name?.display_name ?? null },
  };
  return { answer, position: res.position };
}
