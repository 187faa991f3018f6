import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ForumCategoriesResponse } from '../../../../schemas/forum/queries';
import { getJson } from '../../../lib/http';
import { forumKeys } from './keys';
import { retryServerErrorsOnce } from '../../../lib/query-retry';
import type { ForumCategory } from './types';

/**
 * SPEC 7: the categories come encoded with superjson (`{ json, meta? }`). Plain JSON values need no
 * `meta`, and then `json` is the list as it is; only an answer that carries `meta` (a Date, a Map...)
 * loads superjson to decode it, so a reader's bundle does not carry the library for nothing.
 */
export async function decodeCategories(body: ForumCategoriesResponse | null): Promise<ForumCategory[]> {
  if (!body || !Array.isArray(body.json)) throw new Error('The forum answered in an unexpected format.');
  if (body.meta === undefined || body.meta === null) return body.json;
  const { deserialize } = await import('superjson');
  return deserialize<ForumCategory[]>(body as Parameters<typeof deserialize>[0]);
}

export async function fetchCategories(): Promise<ForumCategory[]> {
  return decodeCategories(await getJson<ForumCategoriesResponse>('/_api/forum/categories'));
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: forumKeys.categories(), queryFn: fetchCategories, retry: retryServerErrorsOnce });

export const useCategories = (enabled = true) => useQuery({ ...categoriesQueryOptions(), enabled });
