import Router from '@koa/router';
import type { Context } from 'koa';
import { searchQuery, suggestionsQuery, type SearchMissesResponse, type SearchResponse } from '../../schemas/search/queries.js';
import { requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { noQuery, parseQuery } from '../shared/validation.js';
import { KEEP_DAYS, noteAnswer, searchMisses } from './misses.js';
import { searchComputed, searchContent, searchSuggestions } from './queries.js';

/**
 * Search and suggestions (SPEC 7, issue 12): reads that never write. The input is checked first
 * (a refusal costs no index work and no limit point), then the limits of SECURITY 2-C: members
 * per account, anonymous readers per client (an IPv4 address or an IPv6 /64), for every answer;
 * and, for an answer that has to be computed, the budget all anonymous readers share, which no
 * reader can spend for another (issue 24: past it, answers already computed are still served,
 * and each reader's own share of new ones too). The query text is never logged: the request log
 * and the security events record `ctx.path`, never the query string.
 */
export async function limitSearch(deps: Deps, ctx: Context): Promise<void> {
  const user = ctx.state.user as { id: number } | undefined;
  if (user) return deps.limits.hit('searchMember', user.id);
  await deps.limits.hit('searchAnon', ctx.ip);
}

/** What a search that must be computed costs beyond `limitSearch`: an anonymous reader past their share draws on the shared budget. */
async function limitComputing(deps: Deps, ctx: Context): Promise<void> {
  if (!ctx.state.user) await deps.limits.hitShared('searchAnonGlobal', ctx.ip);
}

/**
 * The server-rendered /search?query=... counts against the same limits as the API. Over them, the
 * page is not rendered with results: the browser renders it and its own request is answered (from
 * the cache, past the shared budget) or gets the 429.
 */
export async function searchPageAllowed(deps: Deps, ctx: Context): Promise<boolean> {
  try {
    await limitSearch(deps, ctx);
    await limitComputing(deps, ctx);
    return true;
  } catch (err) {
    if ((err as { status?: number }).status === 429) return false;
    throw err;
  }
}

export function searchRoutes(deps: Deps & { config: { files: { searchSnapshot: string } } }) {
  const r = new Router();

  const admit = (ctx: Context) => limitSearch(deps, ctx);
  const misses = searchMisses(deps);
  r.get('/_api/search', async (ctx) => {
    const q = parseQuery(searchQuery, ctx.query);
    await admit(ctx);
    // Only an answer to compute draws on the shared budget; the lane serves held answers with `admit` alone.
    if (!deps.answers.holds(ctx) && !searchComputed(deps, q)) await limitComputing(deps, ctx);
    // After the limit, and the lane applies it too: a cached answer still counts against the reader's searches.
    // searchContent counts a search that found nothing; the lane's readers are counted by its admission.
    let answer: SearchResponse | undefined;
    const admitAndCount = async (c: Context) => {
      await admit(c);
      if (answer) noteAnswer(deps, q, answer);
    };
    deps.answers.send(ctx, () => (answer = searchContent(deps, q)), admitAndCount);
    // Served from the held bytes: asked all the same (searchContent answers from its cache and counts it).
    if (!answer) answer = searchContent(deps, q);
  });

  /** The editors' list of searches that found nothing (admins only): aggregates, no reader in them. */
  r.get('/_api/admin/search/misses', (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { days: KEEP_DAYS, misses: misses.list() } satisfies SearchMissesResponse;
  });

  r.get('/_api/search/suggestions', async (ctx) => {
    const { query } = parseQuery(suggestionsQuery, ctx.query);
    const user = ctx.state.user as { id: number } | undefined;
    await deps.limits.hit('searchSuggest', user ? `user:${user.id}` : ctx.ip);
    ctx.body = searchSuggestions(deps, query);
  });

  return r;
}
