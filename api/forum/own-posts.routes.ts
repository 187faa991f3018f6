import Router from '@koa/router';
import { forumStreams } from '../../schemas/forum/events.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { DeletePostResponse, EditReplyResponse, ModerateThreadResponse } from '../../schemas/forum/queries.js';
import type { StreamHistoryResponse } from '../../schemas/shared/history.js';
import { pathId } from '../../schemas/shared/inputs.js';
import { reported, type ReportResponse } from '../../schemas/shared/reports.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { found } from '../shared/http.js';
import { sealedStreamHistory } from '../shared/stream-history.js';
import { noQuery, parseInput } from '../shared/validation.js';
import { writeRoute } from '../shared/write-route.js';
import { deleteOwnReply, deleteOwnThread, editOwnReply, editOwnThread, reportForumPost, staffRemoveThread } from './own-posts.commands.js';
import { postById, threadById } from './queries.js';

/**
 * An anonymous post's history names nobody (issue 13): the author's id leaves the data and their own
 * events show 'Anonymous member'; only the recorded lookup (`/_api/admin/forum/author`) names them.
 */
function withoutAnonymousAuthor(h: StreamHistoryResponse): StreamHistoryResponse {
  const first = h.entries.at(-1);
  if (!first || first.data.anonymous !== true) return h;
  const authorId = first.data.authorId;
  return {
    ...h,
    entries: h.entries.map(({ data: { authorId: _a, ...data }, ...e }) => ({
      ...e,
      data,
      actor: e.actor.id === authorId ? { id: null, displayName: m.anonymousName, role: 'user' as const } : e.actor,
    })),
  };
}

/**
 * Members' own threads and replies (issue 29): the author edits and deletes, any other member
 * reports (once), staff read an item's edit history and remove a thread. Every answer comes after
 * the read model has the change.
 */
export function forumOwnPostRoutes(deps: Deps) {
  const r = new Router();

  r.post(
    '/_api/forum/thread/edit',
    writeRoute(deps, {
      limit: 'commentEdit',
      run: editOwnThread,
      answer: (res): ModerateThreadResponse & { message: string } => ({ thread: found(threadById(deps.rm, res.threadId), m.threadNotFound), message: m.threadUpdated }),
    }),
  );

  // Still listed ('[deleted]' in place) while it has replies; gone otherwise.
  r.post(
    '/_api/forum/thread/delete',
    writeRoute(deps, { limit: 'commentDelete', run: deleteOwnThread, answer: (res): DeletePostResponse => ({ success: true, message: m.threadDeleted, removed: threadById(deps.rm, res.threadId) === null }) }),
  );

  r.post(
    '/_api/forum/reply/edit',
    writeRoute(deps, { limit: 'commentEdit', run: editOwnReply, answer: (res): EditReplyResponse => ({ post: found(postById(deps.rm, res.postId), m.postNotFound), message: m.replyUpdated }) }),
  );

  r.post(
    '/_api/forum/reply/delete',
    writeRoute(deps, { limit: 'commentDelete', run: deleteOwnReply, answer: (res): DeletePostResponse => ({ success: true, message: m.replyDeleted, removed: postById(deps.rm, res.postId) === null }) }),
  );

  /** Once per member per item: a repeat answers 200 with the same body and appends nothing. */
  r.post('/_api/forum/report', writeRoute(deps, { limit: 'report', run: reportForumPost, answer: (): ReportResponse => reported }));

  /** Staff (moderation): remove a thread with its replies (a '[deleted]' husk, spam); keeping one is no action. */
  r.post(
    '/_api/admin/forum/thread/delete',
    writeRoute(deps, { access: { can: 'moderation' }, limit: 'admin', run: staffRemoveThread, answer: (): DeletePostResponse => ({ success: true, message: m.threadRemoved, removed: true }) }),
  );

  // Staff (moderation): every version of a thread's or a reply's text, newest first, from its own stream.
  r.get('/_api/admin/forum/threads/:id/history', async (ctx) => {
    actingAs(ctx, { can: 'moderation' });
    noQuery(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = withoutAnonymousAuthor(await sealedStreamHistory(deps, forumStreams.thread(parseInput(pathId(m.invalidThreadId), ctx.params.id)), m.threadNotFound));
  });

  r.get('/_api/admin/forum/replies/:id/history', async (ctx) => {
    actingAs(ctx, { can: 'moderation' });
    noQuery(ctx);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = withoutAnonymousAuthor(await sealedStreamHistory(deps, forumStreams.reply(parseInput(pathId(m.invalidPostId), ctx.params.id)), m.postNotFound));
  });

  return r;
}
