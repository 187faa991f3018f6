import { queryOptions, useQuery } from '@tanstack/react-query';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { getJson } from '../../../lib/http';
import { newsletterKeys } from './keys';
import type { NewsletterCategory, PreferencesResponse } from './types';

/** GET /_api/newsletter/preferences without parameters: the categories only (the signup form's). */
export async function fetchNewsletterCategories(): Promise<NewsletterCategory[]> {
  const body = await getJson<PreferencesResponse>('/_api/newsletter/preferences', m.categoriesFailed);
  if (!body || !Array.isArray(body.allCategories)) throw new Error(m.categoriesFailed);
  return body.allCategories;
}

/** Staff content that changes rarely: fresh for the whole visit once loaded (or server-rendered). */
export const newsletterCategoriesQueryOptions = () =>
  queryOptions({ queryKey: newsletterKeys.categories(), queryFn: fetchNewsletterCategories, staleTime: Infinity, retry: 1 });

export const useNewsletterCategories = () => useQuery(newsletterCategoriesQueryOptions());
