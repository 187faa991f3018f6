import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterArchiveIssue, NewsletterArchiveList } from '../../../../schemas/newsletter/issues';
import { getJson } from '../../../lib/http';
import { nullIfNotFound, retryServerErrorsOnce } from '../../../lib/query-retry';
import { newsletterKeys } from './keys';

/**
 * The public archive of sent issues (issue 28): GET /_api/newsletter/archive?cursor, newest first,
 * seek-paged; GET /_api/newsletter/archive/:slug, the web version (null when there is none, or it is
 * not public), its body, with the featured articles as data for the page's own cards. The server renders both pages with this data under these keys.
 */
export const fetchArchive = (cursor: string | null) =>
  getJson<NewsletterArchiveList>(cursor ? `/_api/newsletter/archive?${new URLSearchParams({ cursor })}` : '/_api/newsletter/archive', 'Could not load the newsletter archive.');

export const fetchArchiveIssue = (slug: string) =>
  nullIfNotFound(getJson<{ issue: NewsletterArchiveIssue }>(`/_api/newsletter/archive/${encodeURIComponent(slug)}`).then((r) => r.issue));

export const useArchive = (cursor: string | null) =>
  useQuery(queryOptions({ queryKey: newsletterKeys.archive(cursor), queryFn: () => fetchArchive(cursor), retry: retryServerErrorsOnce }));

export const useArchiveIssue = (slug: string) =>
  useQuery({ queryKey: newsletterKeys.archiveIssue(slug), queryFn: () => fetchArchiveIssue(slug), retry: retryServerErrorsOnce, enabled: slug !== '' });
