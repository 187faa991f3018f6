import Router from '@koa/router';
import type { Context } from 'koa';
import { viewThreadInput } from '../../schemas/forum/commands.js';
import { forumMessages as m } from '../../schemas/forum/messages.js';
import type { CreateThreadResponse, ModerateThreadResponse, ReplyToThreadResponse } from '../../schemas/forum/queries.js';
import { listThreadsQuery, myAnonymousPostsQuery, threadPageQuery } from '../../schemas/forum/queries.js';
import type { SessionUser } from '../../schemas/auth/queries.js';
import { can } from '../../schemas/shared/roles.js';
import { actingAs, requireUser } from '../shared/auth.js';
import { found } from '../shared/http.js';
import type { Deps } from '../shared/deps.js';
import { noQuery, parseInput, parseQuery } from '../shared/validation.js';
import { lockThread, pinThread, replyToThread, startThread } from './commands.js';
import { forumPorts } from './ports.js';
import { categoriesResponse, listThreads, myThreadPosts, postById, threadById, threadPage } from './queries.js';
import { forumViews, visitorKey } from './views.js';

/**
 * The forum's calls (SPEC 7, issue 10). Reads never write; creates run through `runCommand`
 * (Idempotency-Key) and answer after the read model has the change (read-your-writes).
 */
export function forumRoutes(deps: Deps) {
  const r = new Router();
  const views = forumViews(deps);
  const actor = (ctx: Context, can?: 'moderation') => actingAs(ctx, { can });

  // Public reads, the same for every reader not signed in: served from the answer cache.
  r.get('/_api/forum/categories', (ctx) => {
    deps.answers.send(ctx, () => {
      noQuery(ctx);
      return categoriesResponse(deps.rm);
    });
  });

  r.get('/_api/forum/threads', (ctx) => {
    deps.answers.send(ctx, () => found(listThreads(deps.rm, parseQuery(listThreadsQuery, ctx.query)), m.categoryMissing));
  });

  r.get('/_api/forum/thread', (ctx) => {
    const user = ctx.state.user as SessionUser | undefined;
    const viewer = user ? { id: user.id, moderates: can(user.role, 'moderation') } : null;
    deps.answers.send(ctx, () => found(threadPage(deps.rm, parseQuery(threadPageQuery, ctx.query), viewer), m.threadNotFound));
  });

  /**
   * What in a thread is the signed-in viewer's alone: their anonymous posts (issue 13) and what they
   * reported (issue 29). Asked by the browser after hydration, so the public page and its render
   * cache stay the same for everyone.
   */
  r.get('/_api/forum/thread/mine', (ctx) => {
    const user = requireUser(ctx);
    const q = parseQuery(myAnonymousPostsQuery, ctx.query);
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = found(myThreadPosts(deps.rm, q.threadId, user.id), m.threadNotFound);
  });

  r.post('/_api/forum/thread', async (ctx) => {
    const a = actor(ctx);
    // SECURITY 2-C: 1 thread per 15 s and 20 a day; an account under 24 hours old, 1 per 120 s and 3.
    const joined = deps.services.get(forumPorts).joinedAt(a.user.id);
    const newAccount = joined !== null && deps.now().getTime() - Date.parse(joined) < 24 * 3600 * 1000;
    await deps.limits.hit(newAccount ? 'forumThreadNewAccount' : 'forumThread', a.user.id);
    const res = await startThread(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: CreateThreadResponse = { thread: found(threadById(deps.rm, res.threadId), m.threadNotFound) };
    ctx.status = 201;
    ctx.body = body;
  });

  r.post('/_api/forum/thread/reply', async (ctx) => {
    const a = actor(ctx);
    await deps.limits.hit('comment', a.user.id);
    const res = await replyToThread(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: ReplyToThreadResponse = {
      post: found(postById(deps.rm, res.postId), m.threadNotFound),
      thread: found(threadById(deps.rm, res.threadId), m.threadNotFound),
    };
    ctx.status = 201;
    ctx.body = body;
  });

  r.post('/_api/forum/thread/pin', async (ctx) => {
    const a = actor(ctx, 'moderation');
    await deps.limits.hit('admin', a.user.id);
    const res = await pinThread(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: ModerateThreadResponse = { thread: found(threadById(deps.rm, res.threadId), m.threadNotFound) };
    ctx.body = body;
  });

  r.post('/_api/forum/thread/lock', async (ctx) => {
    const a = actor(ctx, 'moderation');
    await deps.limits.hit('admin', a.user.id);
    const res = await lockThread(deps, ctx.request.body, a.ctx);
    await deps.awaitProjection(res.position);
    const body: ModerateThreadResponse = { thread: found(threadById(deps.rm, res.threadId), m.threadNotFound) };
    ctx.body = body;
  });

  /**
   * A reader opened a thread: counted in memory (once per visitor per thread per hour) and
   * appended in batches by views.ts. Anyone may call it; the usual CSRF rules apply.
   */
  r.post('/_api/forum/thread/view', (ctx) => {
    const { threadId } = parseInput(viewThreadInput, ctx.request.body);
    found(threadById(deps.rm, threadId), m.threadNotFound);
    const counted = views.record(threadId, visitorKey(ctx.state.user?.id ?? null, ctx.ip, ctx.get('User-Agent')));
    ctx.status = 202;
    ctx.body = { counted };
  });

  return r;
}
