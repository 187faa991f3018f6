import type { EventStore } from '../event-store/port.js';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import { articleDecider, articleSlugStream, articleStream, reserveSlug, slugClaim, slugDecider, type SlugState } from './article.decider.js';
import { loadState, type CommandContext } from '../shared/command.js';
import { reserve } from '../shared/reservation.js';
import { badRequest } from '../shared/errors.js';

/**
 * Slug uniqueness is decided on the write side (ARCHITECTURE: never from the read model): each
 * slug has a reservation stream appended with an exact expected revision (`no_stream` the first
 * time), so of two commands claiming one slug exactly one appends and the other, reloading,
 * finds it taken. A reservation names the article stream's revision its command appends after;
 * the command reserves again on every attempt, so a holder that moved on (or failed) is told
 * apart from one whose event is still on its way (article.decider.ts `slugClaim`).
 */

async function holderState(store: EventStore, s: SlugState, articleId: number) {
  return s.holder !== null && s.holder !== articleId ? (await loadState(store, articleStream(s.holder), articleDecider)).state : null;
}

/**
 * Reserves `slug` for `articleId`, whose next event lands after `articleRevision`; 400 `slugTaken`
 * when another article holds it. `eventId` (a keyed create's derived id) makes a concurrent copy
 * of the same request find its own reservation instead of a rival's.
 */
export async function claimSlug(store: EventStore, ctx: CommandContext, slug: string, articleId: number, articleRevision: number, eventId?: string): Promise<void> {
  const stream = articleSlugStream(slug);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const { state, revision } = await loadState(store, stream, slugDecider);
    if (eventId && state.eventId === eventId) return;
    const events = reserveSlug(state, slugClaim(state, await holderState(store, state, articleId), articleId, slug, ctx.now), { articleId, articleRevision });
    if (!events.length) return;
    if (await reserve(store, stream, events, ctx, revision, eventId ? { eventIds: [eventId] } : {})) return;
  }
  throw badRequest(m.slugTaken, 'slug_taken');
}

/** The article that reserved `slug` under this exact reservation event id, if it still holds it. */
export async function reservedBy(store: EventStore, slug: string, eventId: string): Promise<number | null> {
  const { state } = await loadState(store, articleSlugStream(slug), slugDecider);
  return state.eventId === eventId ? state.holder : null;
}

/**
 * After the holder moved to another slug or was deleted: says so on the slug's stream, so the
 * next claimant need not look at the holder. Best effort: the rule in `slugClaim` frees the slug
 * without it, and a rival that already re-reserved it is left alone.
 */
export async function releaseSlug(store: EventStore, ctx: CommandContext, slug: string, articleId: number): Promise<void> {
  const stream = articleSlugStream(slug);
  const { state, revision } = await loadState(store, stream, slugDecider);
  if (state.holder !== articleId) return;
  // A late retry of an old edit must not free the slug the article has since gone back to.
  const article = (await loadState(store, articleStream(articleId), articleDecider)).state;
  if (article.status !== 'none' && article.status !== 'deleted' && article.slug === slug) return;
  await reserve(store, stream, [{ type: 'ArticleSlugReleased', data: { articleId } }], ctx, revision);
}
