import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import type { ForumCategoriesResponse } from '../../../../schemas/forum/queries';
import { decodeCategories } from './get-categories';

const categories = [
  { id: 1, name: 'Introductions', description: 'Say hello.', categoryType: 'introductions' as const, threadCount: 1 },
  { id: 2, name: 'Support Community', description: 'Lean on each other.', categoryType: 'support_community' as const, threadCount: 12 },
];

describe('decodeCategories (SPEC 7: superjson-style encoding)', () => {
  it("reads the server's superjson encoding back into the list", async () => {
    const body = superjson.serialize(categories) as ForumCategoriesResponse;
    expect(await decodeCategories(body)).toEqual(categories);
  });

  it('decodes values that need superjson (a body with meta)', async () => {
    const withDate = [{ ...categories[0]!, createdAt: new Date('2025-01-02T03:04:05.000Z') }];
    const body = superjson.serialize(withDate) as unknown as ForumCategoriesResponse;
    expect(body.meta).toBeDefined();
    const decoded = (await decodeCategories(body)) as unknown as typeof withDate;
    expect(decoded[0]!.createdAt).toBeInstanceOf(Date);
    expect(decoded[0]!.createdAt.toISOString()).toBe('2025-01-02T03:04:05.000Z');
  });

  it('refuses an answer that is not an encoded list', async () => {
    await expect(decodeCategories(null)).rejects.toThrow(/unexpected format/);
    await expect(decodeCategories({ json: { categories } } as unknown as ForumCategoriesResponse)).rejects.toThrow(/unexpected format/);
  });
});
