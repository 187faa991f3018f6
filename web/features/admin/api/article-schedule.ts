import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminArticleResponse } from '../../../../schemas/admin/articles';
import type { PreviewLinkResponse } from '../../../../schemas/articles/schedule';
import { useAdminCommand, type Handlers } from './command';
import { adminKeys } from './keys';
import { afterArticleWrite } from './shared';

/** Scheduled publishing and preview links (issue 27): POST /_api/admin/articles/schedule, …/schedule/cancel, …/preview-link. */
export type ScheduleInput = { id: number; publishAt: string };

/** The answer is the article as staff now see it: cached as such, and the lists and the public pages refetched. */
const afterAnswer = (qc: QueryClient) => (res: AdminArticleResponse) => {
  qc.setQueryData(adminKeys.article(res.article.id), res.article);
  return afterArticleWrite(qc, res.article.id);
};

export function useScheduleArticle(h: Handlers<AdminArticleResponse, ScheduleInput> = {}) {
  return useAdminCommand<ScheduleInput, AdminArticleResponse>('/_api/admin/articles/schedule', 'Could not schedule the article', afterAnswer(useQueryClient()), h);
}

export function useCancelSchedule(h: Handlers<AdminArticleResponse, { id: number }> = {}) {
  return useAdminCommand<{ id: number }, AdminArticleResponse>('/_api/admin/articles/schedule/cancel', 'Could not cancel the schedule', afterAnswer(useQueryClient()), h);
}

export function usePreviewLink(h: Handlers<PreviewLinkResponse, { id: number }> = {}) {
  return useAdminCommand<{ id: number }, PreviewLinkResponse>('/_api/admin/articles/preview-link', 'Could not create a preview link', async () => undefined, h);
}
