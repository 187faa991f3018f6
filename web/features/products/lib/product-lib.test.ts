import { describe, expect, it } from 'vitest';
import type { Product } from '../api/types';
import { productKeys } from '../api/keys';
import {
  formatRating,
  formatReviewDate,
  productExcerpt,
  productJsonLd,
  ratingPercent,
  reviewCountLabel,
  safeAffiliateLink,
  serializeJsonLd,
  starFills,
} from './product-format';
import { parseProductCategory, parseProductId, parseProductSort, parseReviewSort, productPath, productsHref } from './product-params';

const product: Product = {
  id: 7,
  name: 'Silk </script> Glide',
  brand: 'Harbor & Co',
  category: 'lubricants',
  priceRange: '$12-$18',
  imageUrl: null,
  averageRating: 4.26,
  reviewCount: 3,
  description: 'A water-based lubricant.\n\nGentle and easy to wash off.',
  affiliateLink: 'https://shop.example/silk',
};

describe('product URL parameters (what the server and the hooks both read)', () => {
  it('reads category, sort and id, falling back to all / newest / not found', () => {
    expect(parseProductCategory('books_media')).toBe('books_media');
    expect(parseProductCategory('Books & Media')).toBeNull();
    expect(parseProductCategory(null)).toBeNull();
    expect(parseProductSort('average_rating')).toBe('average_rating');
    expect(parseProductSort('price')).toBe('newest');
    expect(parseReviewSort('most_helpful')).toBe('most_helpful');
    expect(parseReviewSort('name')).toBe('newest');
    expect(parseProductId('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999999999', undefined]) expect(parseProductId(bad)).toBeNull();
  });

  it('keeps the category and the sort in the list address and leaves the defaults out', () => {
    expect(productsHref({ category: null, sortBy: 'newest', page: 1 })).toBe('/products');
    expect(productsHref({ category: 'lubricants', sortBy: 'name', page: 1 })).toBe('/products?category=lubricants&sortBy=name');
    expect(productsHref({ category: 'sex_toys', sortBy: 'average_rating', page: 3 })).toBe('/products?category=sex_toys&sortBy=average_rating&page=3');
    expect(productsHref({ category: null, sortBy: 'newest', page: 2 })).toBe('/products?page=2');
  });

  it("puts a product's review sort and page in its address only when they are not the defaults", () => {
    expect(productPath(7)).toBe('/products/7');
    expect(productPath(7, { sortBy: 'newest', page: 1 })).toBe('/products/7');
    expect(productPath(7, { sortBy: 'lowest_rating', page: 2 })).toBe('/products/7?sortBy=lowest_rating&page=2');
    expect(productPath(7, { page: 2 }, 'reviews')).toBe('/products/7?page=2#reviews');
  });

  it('keys each list view, each product and each page, order and viewer of its reviews apart', () => {
    expect(productKeys.list(null, 'newest', 1)).toEqual(['products', 'list', 'all', 'newest', 1]);
    expect(productKeys.list('lubricants', 'name', 2).slice(0, 2)).toEqual(productKeys.lists());
    expect(productKeys.reviews(7, 'newest', 1, null)).toEqual(['products', 'reviews', 7, 'newest', 1, 'anonymous']);
    expect(productKeys.reviews(7, 'oldest', 2, 42).slice(0, 3)).toEqual(productKeys.reviewsOf(7));
    expect(productKeys.reviews(7, 'newest', 1, 42)).not.toEqual(productKeys.reviews(7, 'newest', 1, null));
  });
});

describe('product formatting', () => {
  it('shows averages with one decimal on the 5-point scale', () => {
    expect(formatRating(4.26)).toBe('4.3');
    expect(formatRating(0)).toBe('0.0');
    expect(formatRating(7)).toBe('5.0');
    expect(formatRating(Number.NaN)).toBe('0.0');
    expect(ratingPercent(4.5)).toBe('90%');
    expect(ratingPercent(0)).toBe('0%');
  });

  it('fills stars to the value, fractions included', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
  });

  it('counts reviews and dates them in UTC, the same on the server and in the browser', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(1234)).toBe('1,234 reviews');
    expect(formatReviewDate('2025-03-01T23:30:00.000Z')).toBe('March 1, 2025');
    expect(formatReviewDate('nope')).toBe('Invalid Date');
  });

  it('only ever links to http(s) affiliate addresses', () => {
    expect(safeAffiliateLink('https://shop.example/silk')).toBe('https://shop.example/silk');
    expect(safeAffiliateLink('javascript:alert(1)')).toBeNull();
    expect(safeAffiliateLink('not a url')).toBeNull();
    expect(safeAffiliateLink(null)).toBeNull();
  });

  it('cuts the meta description at a word', () => {
    expect(productExcerpt('one two three', 9)).toBe('one two…');
    expect(productExcerpt(product.description)).toBe('A water-based lubricant. Gentle and easy to wash off.');
  });
});

describe('product JSON-LD', () => {
  it('describes a Product with its AggregateRating and brand', () => {
    const ld = productJsonLd(product, 'https://osg.example/products/7', null);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      brand: { '@type': 'Brand', name: 'Harbor & Co' },
      category: 'Lubricants',
      url: 'https://osg.example/products/7',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    expect(ld).not.toHaveProperty('image');
    expect(productJsonLd(product, 'u', 'https://img.example/a.png')).toHaveProperty('image', ['https://img.example/a.png']);
  });

  it('claims no rating before the first review', () => {
    expect(productJsonLd({ ...product, reviewCount: 0, averageRating: 0 }, 'u', null)).not.toHaveProperty('aggregateRating');
  });

  it('escapes the data block so a name cannot close the script', () => {
    const text = serializeJsonLd(productJsonLd(product, 'u', null));
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toMatchObject({ name: 'Silk </script> Glide', brand: { name: 'Harbor & Co' } });
  });
});
