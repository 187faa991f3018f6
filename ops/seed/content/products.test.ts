/**
 * Rules for the seeded product content (ops/seed/content/products.ts): SPEC sections 3 and 5,
 * issue 11's seed requirements and /work/shared/CONTENT.md.
 */
import { describe, expect, it } from 'vitest';
import { submitReviewInput } from '../../../schemas/products/commands.js';
import { productCategories, productCategory } from '../../../schemas/products/events.js';
import { seedMembers } from './articles.js';
import { seedCriteria, seedProducts, seedReviews } from './products.js';
import type { SeedReview } from './products-types.js';

const members = new Set(seedMembers.map((m) => m.displayName));
const productsByKey = new Map(seedProducts.map((p) => [p.key, p]));
const criteriaByKey = new Map(seedCriteria.map((c) => [c.key, c]));
const chars = (s: string) => [...s].length;
const reviewWhere = (r: SeedReview) => `${r.by} on ${r.product}: "${r.title}"`;

/** Runs `check` for every item and fails once, listing every item it complains about. */
function expectAll<T>(items: T[], where: (item: T) => string, check: (item: T) => string | null) {
  const problems = items.map((x) => {
    const p = check(x);
    return p ? `${where(x)}: ${p}` : null;
  });
  expect(problems.filter((p) => p !== null)).toEqual([]);
}

describe('seeded rating criteria', () => {
  it('have unique keys and names and belong to known categories', () => {
    expect(new Set(seedCriteria.map((c) => c.key)).size).toBe(seedCriteria.length);
    expect(new Set(seedCriteria.map((c) => c.name.toLowerCase())).size).toBe(seedCriteria.length);
    expectAll(seedCriteria, (c) => c.key, (c) => {
      if (!/^[a-z][a-z0-9_]*$/.test(c.key)) return 'bad key';
      if (c.name.trim() !== c.name || c.name.length < 3 || c.name.length > 40) return `bad name "${c.name}"`;
      if (c.categories.length === 0) return 'no category';
      if (new Set(c.categories).size !== c.categories.length) return 'category listed twice';
      const bad = c.categories.find((cat) => !productCategory.safeParse(cat).success);
      return bad ? `unknown category ${bad}` : null;
    });
  });

  it('give each category the four criteria it is rated on', () => {
    const names = (cat: string) => seedCriteria.filter((c) => (c.categories as string[]).includes(cat)).map((c) => c.name).sort();
    expect(names('sex_toys')).toEqual(['Build Quality', 'Ease of Use', 'Noise Level', 'Value']);
    expect(names('lubricants')).toEqual(['Body-Safety', 'Longevity', 'Texture', 'Value']);
    expect(names('books_media')).toEqual(['Accuracy', 'Inclusivity', 'Practical Value', 'Readability']);
  });
});

describe('seeded products', () => {
  it('has 10 products in each category, with unique keys and names', () => {
    expect(seedProducts).toHaveLength(30);
    for (const cat of productCategories) expect(seedProducts.filter((p) => p.category === cat).length, cat).toBe(10);
    expect(productsByKey.size).toBe(seedProducts.length);
    expect(new Set(seedProducts.map((p) => p.name.toLowerCase())).size).toBe(seedProducts.length);
  });

  it('has well-formed fields: key, name, brand, price range, description and no image', () => {
    expectAll(seedProducts, (p) => p.key, (p) => {
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.key)) return 'bad key';
      if (!productCategory.safeParse(p.category).success) return `unknown category ${p.category}`;
      for (const [field, value, min, max] of [
        ['name', p.name, 3, 100],
        ['brand', p.brand, 2, 40],
        ['description', p.description, 150, 600],
      ] as const) {
        if (value.trim() !== value) return `${field} has surrounding whitespace`;
        if (chars(value) < min || chars(value) > max) return `${field} of ${chars(value)} characters (${min}..${max})`;
      }
      if (!/^(\${1,3}|\$\d+[–-]\$\d+)$/.test(p.priceRange)) return `bad price range "${p.priceRange}"`;
      const range = /^\$(\d+)[–-]\$(\d+)$/.exec(p.priceRange);
      if (range && Number(range[1]) >= Number(range[2])) return `price range "${p.priceRange}" is not low to high`;
      if (p.imageUrl !== undefined && p.imageUrl !== null) return 'has an image URL';
      if (/<[a-z!/]/i.test(p.description) || /\bhttps?:/i.test(p.description)) return 'description has markup or links';
      return null;
    });
  });

  it('describes materials and lubricant compatibility accurately', () => {
    const toys = seedProducts.filter((p) => p.category === 'sex_toys');
    const lubes = seedProducts.filter((p) => p.category === 'lubricants');
    // every toy names its material; porous ones say so
    expectAll(toys, (p) => p.key, (p) => {
      if (!/\b(silicone|glass|stainless steel|ABS|TPE)\b/.test(p.description)) return 'names no material';
      if (/\bTPE\b/.test(p.description) && !/porous/.test(p.description)) return 'TPE not described as porous';
      if (/\b(jelly|PVC)\b/i.test(p.description)) return 'porous jelly or PVC toy sold as a pick';
      return null;
    });
    // oil-based products warn about latex; none claims oil is latex-safe
    expectAll(lubes, (p) => p.key, (p) => {
      if (/\boil\b/i.test(p.description) && !/weakens latex/i.test(p.description)) return 'oil-based without the latex warning';
      if (/silicone-based/i.test(p.description) && !/silicone toys/i.test(p.description)) return 'silicone lubricant without the silicone-toy note';
      if (/nonoxynol|benzocaine|lidocaine/i.test(p.description)) return 'contains an ingredient the articles advise against';
      return null;
    });
    expect(lubes.filter((p) => /water-based/i.test(p.description)).length).toBeGreaterThanOrEqual(5);
    expect(lubes.some((p) => /silicone-based/i.test(p.description))).toBe(true);
    expect(lubes.some((p) => /\boil-based\b/i.test(p.description))).toBe(true);
  });

  it('gets at least one review per product', () => {
    expectAll(seedProducts, (p) => p.key, (p) => (seedReviews.some((r) => r.product === p.key) ? null : 'no reviews'));
  });
});

describe('seeded reviews', () => {
  it('has 60 or more reviews from several members, each product and author existing', () => {
    expect(seedReviews.length).toBeGreaterThanOrEqual(60);
    expectAll(seedReviews, reviewWhere, (r) => {
      if (!productsByKey.has(r.product)) return 'unknown product';
      if (!members.has(r.by)) return 'author is not a seed member';
      return null;
    });
    const authors = new Set(seedReviews.map((r) => r.by));
    expect(authors.size).toBe(seedMembers.length);
    // nobody writes most of them
    for (const a of authors) expect(seedReviews.filter((r) => r.by === a).length, a).toBeLessThanOrEqual(seedReviews.length / 4);
  });

  it('has at most one review per member per product', () => {
    const seen = new Set<string>();
    const duplicates = seedReviews.map((r) => `${r.product}/${r.by}`).filter((k) => (seen.has(k) ? true : (seen.add(k), false)));
    expect(duplicates).toEqual([]);
  });

  it('rates only its product category criteria, all whole numbers from 1 to 5', () => {
    expectAll(seedReviews, reviewWhere, (r) => {
      const product = productsByKey.get(r.product);
      if (!product) return 'unknown product';
      const entries = Object.entries(r.ratings);
      if (entries.length === 0) return 'no ratings';
      for (const [key, value] of entries) {
        const criterion = criteriaByKey.get(key);
        if (!criterion) return `unknown criterion ${key}`;
        if (!criterion.categories.includes(product.category)) return `criterion ${key} is not rated for ${product.category}`;
        if (!Number.isInteger(value) || value < 1 || value > 5) return `rating ${value} for ${key}`;
      }
      return null;
    });
  });

  it('passes SPEC 5 lengths and the review command validation unchanged', () => {
    expectAll(seedReviews, reviewWhere, (r) => {
      if (chars(r.title) < 3 || chars(r.title) > 100) return `title of ${chars(r.title)} characters (3..100)`;
      if (chars(r.content) < 20 || chars(r.content) > 5000) return `content of ${chars(r.content)} characters (20..5000)`;
      if (r.pros !== undefined && (chars(r.pros) > 500 || r.pros.trim() === '')) return 'pros blank or over 500 characters';
      if (r.cons !== undefined && (chars(r.cons) > 500 || r.cons.trim() === '')) return 'cons blank or over 500 characters';
      for (const [field, value] of [['title', r.title], ['content', r.content], ['pros', r.pros], ['cons', r.cons]] as const) {
        if (value !== undefined && value.trim() !== value) return `${field} has surrounding whitespace`;
        if (value !== undefined && (/<[a-z!/]/i.test(value) || /\bhttps?:|\bwww\./i.test(value))) return `${field} has markup or links`;
        if (value !== undefined && /\S+@\S+\.\S+/.test(value)) return `${field} has an email address`;
      }
      const values = Object.values(r.ratings);
      const parsed = submitReviewInput.safeParse({
        productId: 1,
        title: r.title,
        content: r.content,
        pros: r.pros,
        cons: r.cons,
        overallRating: Math.round(values.reduce((a, b) => a + b, 0) / values.length),
        detailedRatings: values.map((rating, i) => ({ criteriaId: i + 1, rating })),
      });
      if (!parsed.success) return parsed.error.issues[0]?.message ?? 'invalid';
      if (parsed.data.title !== r.title || parsed.data.content !== r.content) return 'validation changed the text';
      return null;
    });
    // the bounds are real, so a wrong import cannot pass by accepting everything
    const base = { productId: 1, title: 'Fine', content: 'A review that is long enough.', overallRating: 3, detailedRatings: [{ criteriaId: 1, rating: 3 }] };
    expect(submitReviewInput.safeParse(base).success).toBe(true);
    expect(submitReviewInput.safeParse({ ...base, title: 'No' }).success).toBe(false);
    expect(submitReviewInput.safeParse({ ...base, content: 'Too short.' }).success).toBe(false);
    expect(submitReviewInput.safeParse({ ...base, pros: 'x'.repeat(501) }).success).toBe(false);
  });

  it('has varied ratings: not all fives, some low scores, and several averages per category', () => {
    const all = seedReviews.flatMap((r) => Object.values(r.ratings));
    const counts = [1, 2, 3, 4, 5].map((n) => all.filter((v) => v === n).length);
    expect(counts.every((c) => c > 0), `rating counts 1..5: ${counts.join(', ')}`).toBe(true);
    expect(counts[4] ?? 0).toBeLessThan(all.length / 2);
    const allFive = seedReviews.filter((r) => Object.values(r.ratings).every((v) => v === 5));
    expect(allFive.length).toBeLessThanOrEqual(seedReviews.length / 10);
    for (const cat of productCategories) {
      const means = seedProducts
        .filter((p) => p.category === cat)
        .map((p) => {
          const values = seedReviews.filter((r) => r.product === p.key).flatMap((r) => Object.values(r.ratings));
          return Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
        });
      expect(new Set(means).size, `${cat} product averages ${means.join(', ')}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('dates reviews in the past 18 months, not all on one day', () => {
    expectAll(seedReviews, reviewWhere, (r) =>
      Number.isFinite(r.daysAgo) && r.daysAgo > 0 && r.daysAgo <= 548 ? null : `daysAgo ${r.daysAgo} (0..548]`,
    );
    expect(new Set(seedReviews.map((r) => r.daysAgo)).size).toBeGreaterThan(seedReviews.length / 2);
  });

  it('gets helpful marks only from other seed members, once each', () => {
    expectAll(seedReviews, reviewWhere, (r) => {
      const by = r.helpfulBy ?? [];
      if (by.includes(r.by)) return 'marked helpful by its author';
      if (new Set(by).size !== by.length) return 'a member marks it helpful twice';
      const unknown = by.find((m) => !members.has(m));
      return unknown ? `helpful mark by unknown member "${unknown}"` : null;
    });
    const marks = seedReviews.reduce((n, r) => n + (r.helpfulBy?.length ?? 0), 0);
    expect(marks).toBeGreaterThanOrEqual(seedReviews.length);
    expect(new Set(seedReviews.map((r) => r.helpfulBy?.length ?? 0)).size).toBeGreaterThanOrEqual(3);
  });

  it('is non-graphic and respectful, naming no real brands', () => {
    const explicit = /\b(orgasm\w*|erotic|porn\w*|horny|sexy|kinky|clit\w*|dick|cock|pussy|cum|ejaculat\w*)\b/i;
    const shaming = /\b(slut\w*|whore|frigid|pervert\w*|disgusting|gross|weirdo|stupid|idiot)\b/i;
    const realBrands = /\b(Lelo|We-Vibe|Womanizer|Satisfyer|Magic Wand|Hitachi|Fleshlight|Njoy|Tantus|Lovehoney|Durex|Trojan|K-Y|Astroglide|Sliquid|[Üü]berlube|Pjur|Wet|Good Clean Love|Dame|Vesper|Lora DiCarlo|Smile Makers)\b/;
    const texts = [
      ...seedProducts.map((p) => ({ where: p.key, text: `${p.name} ${p.brand} ${p.description}` })),
      ...seedReviews.map((r) => ({ where: reviewWhere(r), text: [r.title, r.content, r.pros ?? '', r.cons ?? ''].join(' ') })),
    ];
    expectAll(texts, (t) => t.where, (t) => {
      if (explicit.test(t.text)) return `explicit word "${explicit.exec(t.text)?.[0]}"`;
      if (shaming.test(t.text)) return `judgemental word "${shaming.exec(t.text)?.[0]}"`;
      if (realBrands.test(t.text)) return `real brand "${realBrands.exec(t.text)?.[0]}"`;
      return null;
    });
  });
});
