import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SUGGESTIONS_MIN_CHARS } from '../../../../schemas/search/limits';
import type { SearchResponse } from '../../../../schemas/search/queries';
import type {
  NewsletterIssue as AdminIssue, NewsletterIssueHistory, NewsletterIssueList, NewsletterIssuePreview, NewsletterIssueResponse, NewsletterIssueStatus,
  NewsletterIssueVersion,
} from '../../../../schemas/newsletter/issues';
import { getJson, postJson } from '../../../lib/http';
import { useAdminCommand, type Handlers } from './command';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './shared';

/**
 * The newsletter's issues in the studio (issue 28): the list (status, search, seek paging), one
 * issue, its commands (create, edit at expectedRevision, delete, send a test, send now or at a
 * time, unschedule) and the email preview of the form as it stands (saved or not).
 */
const BASE = '/_api/admin/newsletter/issues';
const ARTICLE_HITS = 8;
const SENDING_POLL_MS = 3000;

export type IssueListFilters = { status: NewsletterIssueStatus | null; q: string | null; cursor: string | null };

const keys = {
  all: () => [...adminKeys.all, 'newsletter-issues'] as const,
  list: (f: IssueListFilters) => [...keys.all(), 'list', f.status ?? 'any', f.q ?? '', f.cursor ?? ''] as const,
  item: (id: number) => [...keys.all(), 'detail', id] as const,
};

export function issueListUrl(f: IssueListFilters) {
  const qs = new URLSearchParams();
  if (f.status) qs.set('status', f.status);
  if (f.q) qs.set('q', f.q);
  if (f.cursor) qs.set('cursor', f.cursor);
  const s = qs.toString();
  return s ? `${BASE}?${s}` : BASE;
}

export const useAdminIssues = (f: IssueListFilters) =>
  useQuery({
    queryKey: keys.list(f),
    queryFn: () => getJson<NewsletterIssueList>(issueListUrl(f), 'Could not load the issues. Please try again later.'),
    placeholderData: keepPreviousData,
    ...adminQueryDefaults,
  });

export const issueQueryOptions = (id: number) =>
  queryOptions({
    queryKey: keys.item(id),
    queryFn: async () => (await getJson<{ issue: AdminIssue }>(`${BASE}/${id}`, 'Could not load this issue')).issue,
    ...adminQueryDefaults,
  });

/**
 * The editor reads its issue once (a later refetch must not reset the form: the form keeps its own
 * values), then every few seconds while it is sending, for the delivery counts.
 */
export const useAdminIssue = (id: number, enabled = true) =>
  useQuery({
    ...issueQueryOptions(id), enabled, refetchOnWindowFocus: false, refetchOnReconnect: false,
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? SENDING_POLL_MS : false),
  });

export const useIssueHistory = (id: number) =>
  useInfiniteQuery({
    queryKey: [...keys.item(id), 'history'],
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ limit: '20' });
      if (pageParam !== null) qs.set('before', String(pageParam));
      return getJson<NewsletterIssueHistory>(`${BASE}/${id}/history?${qs}`, 'Could not load the history.');
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    ...adminQueryDefaults,
  });

/** A version never changes once written: cached for the session. */
export const useIssueVersion = (id: number, revision: number | null) =>
  useQuery({
    queryKey: [...keys.item(id), 'version', revision ?? -1],
    queryFn: async () => (await getJson<{ version: NewsletterIssueVersion }>(`${BASE}/${id}/versions/${revision}`, 'Could not load this version.')).version,
    enabled: revision !== null,
    staleTime: Infinity,
    retry: adminQueryDefaults.retry,
  });

async function afterIssueWrite(qc: QueryClient, issue?: AdminIssue) {
  if (issue) qc.setQueryData(keys.item(issue.id), issue);
  // A send or a schedule changes the public archive.
  void qc.invalidateQueries({ queryKey: ['newsletter', 'archive'], refetchType: 'all' }).catch(() => undefined);
  await Promise.all([
    qc.invalidateQueries({ queryKey: [...keys.all(), 'list'] }),
    issue ? qc.invalidateQueries({ queryKey: [...keys.item(issue.id), 'history'] }) : undefined,
    qc.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);
}

export type IssueAnswer = NewsletterIssueResponse;
type Input = Record<string, unknown>;

/** A keyed command below the issues' path ('' creates); its answer's issue replaces the cached one before the lists are refetched. */
function useIssueCommand<I extends Input, T extends object>(verb: string, fallback: string, h: Handlers<T, I>) {
  const qc = useQueryClient();
  const issueOf = (res: T) => ('issue' in res ? (res as { issue: AdminIssue }).issue : undefined);
  return useAdminCommand<I, T>(verb ? `${BASE}/${verb}` : BASE, fallback, (res) => afterIssueWrite(qc, issueOf(res)), h);
}

export const useSaveIssue = (mode: 'create' | 'edit', h: Handlers<IssueAnswer, Input>) =>
  useIssueCommand(mode === 'create' ? '' : 'edit', 'Could not save the issue', h);
type Done = { success: boolean; message: string };
export const useDeleteIssue = (h: Handlers<Done, { id: number }>) => useIssueCommand('delete', 'Could not delete the issue', h);
export const useSendTest = (h: Handlers<Done, { id: number; to: string }>) => useIssueCommand('test', 'Could not send the test', h);
export const useSendIssue = (h: Handlers<IssueAnswer, { id: number; at?: string }>) => useIssueCommand('send', 'Could not send the issue', h);
export const useUnscheduleIssue = (h: Handlers<IssueAnswer, { id: number }>) => useIssueCommand('unschedule', 'Could not cancel the schedule', h);
export const useRestoreIssue = (h: Handlers<IssueAnswer, { id: number; revision: number; expectedRevision: number }>) =>
  useIssueCommand('restore', 'Could not restore this version', h);

export type PreviewInput = { subject: string; preheader?: string; content: string; articleIds?: number[] };

/** The email as it would go out (HTML and plain-text parts): a read, so no Idempotency-Key. */
export const usePreviewIssue = () =>
  useMutation({ mutationFn: (input: PreviewInput) => postJson<NewsletterIssuePreview>(`${BASE}/preview`, input, 'Could not build the preview') });

/** Published articles whose words match `query` (the site's search, articles only: such a search is never counted as a miss). */
export const usePublishedArticleHits = (query: string) =>
  useQuery({
    queryKey: [...keys.all(), 'article-hits', query],
    queryFn: async () => {
      const qs = new URLSearchParams({ query, type: 'articles', limit: String(ARTICLE_HITS) });
      return (await getJson<SearchResponse>(`/_api/search?${qs}`, 'Could not search the articles')).results.articles.results;
    },
    enabled: query.length >= SUGGESTIONS_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: adminQueryDefaults.retry,
  });
