import Router from '@koa/router';
import { memberMessages as m, memberPostsQuery, memberQuery, ownPostsQuery } from '../../schemas/members/queries.js';
import { requireUser } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { parseQuery } from '../shared/validation.js';
import { memberPosts, memberProfile } from './queries.js';

/**
 * Members' profiles (issue 29): a member's public profile and their public posts, for everyone
 * (the page /members/:id renders them on the server), and a member's own list, anonymous posts
 * included, for them alone.
 */
export function memberProfileRoutes(deps: Deps) {
  const r = new Router();

  r.get('/_api/members/member', (ctx) => {
    const { id } = parseQuery(memberQuery, ctx.query);
    const member = memberProfile(deps.rm, id);
    if (!member) throw notFound(m.notFound);
    ctx.body = { member };
  });

  r.get('/_api/members/posts', (ctx) => {
    const { id, before } = parseQuery(memberPostsQuery, ctx.query);
    if (!memberProfile(deps.rm, id)) throw notFound(m.notFound);
    ctx.body = memberPosts(deps.rm, id, { before, own: false });
  });

  r.get('/_api/user/posts', (ctx) => {
    const user = requireUser(ctx);
    const { before } = parseQuery(ownPostsQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = memberPosts(deps.rm, user.id, { before, own: true });
  });

  return r;
}
