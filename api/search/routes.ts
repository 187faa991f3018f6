import Router from '@koa/router';
import type { Context } from 'koa';
import { searchQuery, suggestionsQuery } from '../../schemas/search/queries.js';
import type { Deps } from '../shared/deps.js';
import { parseQuery } from '../shared/validation.js';
import { searchContent, searchSuggestions } from './queries.js';

/**
 * Search and suggestions (SPEC 7, issue 12): reads that never write. The input is checked first
 * (a refusal costs no index work and no limit point), then the limits of SECURITY 2-C: anonymous
 * readers per IP and all together, members per account. The query text is never logged: the
 * request log and the security events record `ctx.path`, never the query string.
 */
/** The search limits of SECURITY 2-C: anonymous readers per IP and all together, members per account. */
export async function limitSearch(deps: Deps, ctx: Context): Promise<void> {
  const user = ctx.state.user as { id: number } | undefined;
  if (user) return deps.limits.hit('searchMember', user.id);
  await deps.limits.hit('searchAnon', ctx.ip);
  await deps.limits.hit('searchAnonGlobal', 'all');
}

/**
 * The server-rendered /search?query=... counts against the same limits as the API. Over them, the
 * page is not rendered with results: the browser renders it and its own request gets the 429.
 */
export async function searchPageAllowed(deps: Deps, ctx: Context): Promise<boolean> {
  try {
    await limitSearch(deps, ctx);
    return true;
  } catch (err) {
    if ((err as { status?: number }).status === 429) return false;
    throw err;
  }
}

export function searchRoutes(deps: Deps & { config: { files: { searchSnapshot: string } } }) {
  const r = new Router();

  const admit = (ctx: Context) => limitSearch(deps, ctx);
  r.get('/_api/search', async (ctx) => {
    const q = parseQuery(searchQuery, ctx.query);
    await admit(ctx);
    // After the limit, and the lane applies it too: a cached answer still counts against the reader's searches.
    deps.answers.send(ctx, () => searchContent(deps, q), admit);
  });

  r.get('/_api/search/suggestions', async (ctx) => {
    const { query } = parseQuery(suggestionsQuery, ctx.query);
    const user = ctx.state.user as { id: number } | undefined;
    await deps.limits.hit('searchSuggest', user ? `user:${user.id}` : ctx.ip);
    ctx.body = searchSuggestions(deps, query);
  });

  return r;
}
