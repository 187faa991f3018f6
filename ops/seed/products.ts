import { emailTag } from '../../api/auth/register-user.command.js';
import { emailStream, reservationDecider } from '../../api/auth/user.decider.js';
import { addProduct, addRatingCriterion } from '../../api/products/admin.commands.js';
import { markReviewHelpful, submitProductReview } from '../../api/products/commands.js';
import { loadState, type CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';
import { seedMembers } from './content/articles.js';
import type { SeedProductContent, SeedReview } from './content/products-types.js';
import { seedCriteria, seedProducts as catalogue, seedReviews } from './content/products.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Action = { at: number; order: number; run: (ctx: CommandContext) => Promise<unknown> };

/**
 * Seeds the products through their own commands, so a replay reproduces them: the rating
 * criteria, the products (oldest listed first, so the newest is the content's last), then every
 * review and helpful mark in the order of their times (dated through the command context).
 * Reviewers are the seed members of ops/seed/content/articles.ts (seeded before this), by
 * display name. A review's overall rating is the rounded mean of its criteria's ratings.
 */
export async function seedProducts(deps: Deps, ctx: CommandContext, content: SeedProductContent = { seedCriteria, seedProducts: catalogue, seedReviews }) {
  const people = new Map<string, number>();
  for (const p of seedMembers) {
    const id = (await loadState(deps.store, emailStream(emailTag(deps.keys, p.email)), reservationDecider)).state.holder;
    if (id !== null) people.set(p.displayName, id);
  }
  const member = (name: string) => {
    const id = people.get(name);
    if (!id) throw new Error(`seed product content names an unknown member: ${name}`);
    return id;
  };

  const criterionIds = new Map<string, number>();
  for (const c of content.seedCriteria) criterionIds.set(c.key, (await addRatingCriterion(deps, { name: c.name, categories: c.categories }, ctx)).criterionId);
  const products = new Map<string, number>();
  for (const p of content.seedProducts) {
    const { productId } = await addProduct(
      deps,
      { name: p.name, brand: p.brand, category: p.category, priceRange: p.priceRange, description: p.description, imageUrl: p.imageUrl ?? null, affiliateLink: demoAffiliateLink(p.key) },
      ctx,
    );
    products.set(p.key, productId);
  }

  const now = ctx.now.getTime();
  const latest = now - MINUTE;
  const actions: Action[] = [];
  const push = (at: number, run: Action['run']) => actions.push({ at, order: actions.length, run });
  const reviews = new Map<SeedReview, { reviewId: number; productId: number; authorId: number }>();
  for (const r of content.seedReviews) {
    const productId = products.get(r.product);
    if (productId === undefined) throw new Error(`seed review names an unknown product: ${r.product}`);
    const authorId = member(r.by);
    const detailedRatings = Object.entries(r.ratings).map(([key, rating]) => {
      const criteriaId = criterionIds.get(key);
      if (criteriaId === undefined) throw new Error(`seed review names an unknown criterion: ${key}`);
      return { criteriaId, rating };
    });
    const overallRating = Math.round(detailedRatings.reduce((s, x) => s + x.rating, 0) / detailedRatings.length);
    const at = Math.min(latest, now - r.daysAgo * DAY);
    const input = { productId, title: r.title, content: r.content, pros: r.pros ?? null, cons: r.cons ?? null, overallRating, detailedRatings };
    push(at, async (c) => {
      const { reviewId } = await submitProductReview(deps, input, { ...c, actorId: authorId, actorRole: 'user', now: new Date(at) });
      reviews.set(r, { reviewId, productId, authorId });
    });
    for (const [i, name] of (r.helpfulBy ?? []).entries()) {
      const userId = member(name);
      const when = Math.min(latest, at + (i + 1) * 3 * HOUR);
      push(when, (c) => {
        const ref = reviews.get(r)!;
        return markReviewHelpful(deps, { reviewId: ref.reviewId }, { ...c, actorId: userId, actorRole: 'user', now: new Date(when) }, () => ref);
      });
    }
  }
  // Oldest first; equal times keep the content's order (a review before its marks).
  actions.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const a of actions) await a.run(ctx);
  return { criterionIds, productIds: products, reviewIds: [...reviews.values()].map((r) => r.reviewId) };
}

/**
 * The demo catalogue's 'Check Price' target: an invented shop on a reserved example domain (RFC 2606), one
 * page per product, so the affiliate link and its disclosure are real on the page without naming a real retailer.
 */
export const demoAffiliateLink = (key: string) => `https://shop.example.com/products/${encodeURIComponent(key)}`;
