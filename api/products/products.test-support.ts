import { expect } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import type { ProductCategory } from '../../schemas/products/events.js';
import type { ReviewDto } from '../../schemas/products/queries.js';
import { loginAs, newMember as registerNamed, startTestApp, type Agent, type TestApp } from '../../tests/support/api.js';
import { countEvents, noEvents } from '../../tests/support/events.js';
import { addProduct, addRatingCriterion } from './admin.commands.js';

/** Shared set-up of the products API tests: criteria, products, members and an anonymous client. */

export type { Agent };
export { countEvents, noEvents };

type CriterionName = 'Quality' | 'Value' | 'Texture' | 'Readability';
type FixtureProduct = { name: string; category: ProductCategory };

export interface ProductsFixture {
  t: TestApp;
  member: Agent;
  memberId: number;
  anon: Agent;
  /** Criterion ids by name. */
  criteria: Record<CriterionName, number>;
  /** Product ids, in listing order. */
  products: (FixtureProduct & { id: number })[];
  close(): Promise<void>;
}

export const FIXTURE_CRITERIA: { name: CriterionName; categories: ProductCategory[] }[] = [
  { name: 'Quality', categories: ['sex_toys', 'lubricants', 'books_media'] },
  { name: 'Value', categories: ['sex_toys', 'lubricants', 'books_media'] },
  { name: 'Texture', categories: ['lubricants'] },
  { name: 'Readability', categories: ['books_media'] },
];

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  { name: 'Wand Classic', category: 'sex_toys' },
  { name: 'aqua Glide', category: 'lubricants' },
  { name: 'Come As You Are', category: 'books_media' },
  { name: 'Bullet Mini', category: 'sex_toys' },
  { name: 'Silk Silicone', category: 'lubricants' },
];

export async function productsFixture(env: Record<string, string | undefined> = {}): Promise<ProductsFixture> {
  const t = await startTestApp({ RATE_LIMITS: 'off', ...env });
  const ctx = seedContext(new Date());
  let position = '';
  const criteria = {} as ProductsFixture['criteria'];
  for (const c of FIXTURE_CRITERIA) {
    const res = await addRatingCriterion(t.deps, c, ctx);
    criteria[c.name] = res.criterionId;
    position = res.position;
  }
  const products: ProductsFixture['products'] = [];
  for (const p of FIXTURE_PRODUCTS) {
    const res = await addProduct(t.deps, { ...p, brand: `${p.name} Co`, priceRange: '$10-$20', description: `About ${p.name}.`, imageUrl: null, affiliateLink: null }, ctx);
    products.push({ id: res.productId, ...p });
    position = res.position;
  }
  await t.deps.awaitProjection(position);
  const member = await loginAs(t, 'member');
  const memberId = (await member.get('/_api/auth/session')).body.user.id as number;
  return { t, member, memberId, anon: t.agent(), criteria, products, close: () => t.close() };
}

/** A newly registered member, signed in, with a new 'Reviewer' name. */
export const newMember = (t: TestApp) => registerNamed(t, 'Reviewer');


/** A valid review body; override any field. */
export function reviewBody(productId: number, criteriaId: number, overrides: Record<string, unknown> = {}) {
  return {
    productId,
    title: 'Solid and quiet',
    content: 'It does what it promises and is easy to clean afterwards.',
    pros: 'Quiet',
    cons: 'Pricey',
    overallRating: 4,
    detailedRatings: [{ criteriaId, rating: 4 }],
    ...overrides,
  };
}

export async function submitReview(who: Agent, body: Record<string, unknown>): Promise<ReviewDto> {
  const res = await who.post('/api/product/reviews').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.review as ReviewDto;
}
