import { keepPreviousData, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  AdminExpert,
  AdminExpertList,
  AdminInterviewDetail,
  AdminInterviewList,
  StudioHistoryResponse,
} from '../../../../schemas/experts/admin';
import { STUDIO_PAGE_SIZE } from '../../../../schemas/experts/admin';
import { EXPERT_PHOTO_UPLOAD_PATH } from '../../../../schemas/experts/photo';
import { ApiError, getJson } from '../../../lib/http';
import { useAdminCommand, type Handlers } from './command';
import { adminKeys, type StudioListFilters } from './keys';
import { adminQueryDefaults } from './shared';
import { useBodyUpload } from './upload';

/**
 * The studio's experts and interviews (issue 27): the lists, one item, its history, and the
 * commands. Each write refetches the studio's lists and the audit trail before its success is
 * shown, and refreshes the public experts' pages in the background (their queries live under
 * 'experts'; search under 'search').
 */
export type StudioType = 'experts' | 'interviews';

const FILTER_PARAM: Record<StudioType, string> = { experts: 'specialization', interviews: 'expertId' };

function listUrl(type: StudioType, f: StudioListFilters) {
  const qs = new URLSearchParams({ page: String(f.page), limit: String(STUDIO_PAGE_SIZE) });
  if (f.q) qs.set('q', f.q);
  if (f.status) qs.set('status', f.status);
  if (f.extra) qs.set(FILTER_PARAM[type], f.extra);
  return `/_api/admin/${type}?${qs}`;
}

const listOptions = <T>(type: StudioType, f: StudioListFilters) =>
  queryOptions({
    queryKey: adminKeys.studioList(type, f),
    queryFn: () => getJson<T>(listUrl(type, f), `Could not load ${type}. Please try again later.`),
    placeholderData: keepPreviousData,
    ...adminQueryDefaults,
  });

export const useAdminExperts = (f: StudioListFilters) => useQuery(listOptions<AdminExpertList>('experts', f));
export const useAdminInterviews = (f: StudioListFilters) => useQuery(listOptions<AdminInterviewList>('interviews', f));

/** Every expert for the interview form's select (a few dozen; 100 is the page limit). */
export const useExpertChoices = () =>
  useQuery({ ...listOptions<AdminExpertList>('experts', { page: 1, q: null, status: null, extra: null }), queryFn: () => getJson<AdminExpertList>('/_api/admin/experts?limit=100') });

const itemOptions = <T>(type: StudioType, id: number, key: 'expert' | 'interview') =>
  queryOptions({
    queryKey: adminKeys.studioItem(type, id),
    queryFn: async () => (await getJson<Record<typeof key, T>>(`/_api/admin/${type}/${id}`, `Could not load this ${key}`))[key],
    ...adminQueryDefaults,
  });

/** The editor reads its item once; a later refetch (another tab's save) must not reset the form. */
const once = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;
export const expertQueryOptions = (id: number) => itemOptions<AdminExpert>('experts', id, 'expert');
export const interviewQueryOptions = (id: number) => itemOptions<AdminInterviewDetail>('interviews', id, 'interview');
export const useAdminExpert = (id: number, enabled = true) => useQuery({ ...expertQueryOptions(id), enabled, ...once });
export const useAdminInterview = (id: number, enabled = true) => useQuery({ ...interviewQueryOptions(id), enabled, ...once });

export const useStudioHistory = (type: StudioType, id: number) =>
  useQuery({
    queryKey: adminKeys.studioHistory(type, id),
    queryFn: () => getJson<StudioHistoryResponse>(`/_api/admin/${type}/${id}/history`, 'Could not load the history'),
    ...adminQueryDefaults,
  });

async function afterStudioWrite(qc: QueryClient, type: StudioType, id?: number) {
  for (const root of [['experts'], ['search']]) void qc.invalidateQueries({ queryKey: root, refetchType: 'all' }).catch(() => undefined);
  await Promise.all([
    qc.invalidateQueries({ queryKey: adminKeys.studio(type) }),
    // An expert's name shows in the interview lists; an interview count in the expert list.
    qc.invalidateQueries({ queryKey: adminKeys.studio(type === 'experts' ? 'interviews' : 'experts') }),
    id ? qc.invalidateQueries({ queryKey: adminKeys.studioItem(type, id) }) : undefined,
    qc.invalidateQueries({ queryKey: adminKeys.audit() }),
  ]);
}

type ExpertAnswer = { expert: AdminExpert; message: string };
type InterviewAnswer = { interview: AdminInterviewDetail; message: string };
export type BulkAnswer = { results: { id: number; ok: boolean; error?: string }[]; message: string };

/** A command on one type; the answer's item replaces the cached one before the lists are refetched. */
function useStudioCommand<I, T>(type: StudioType, path: string, fallback: string, h: Handlers<T, I>, item?: (res: T) => { id: number } | undefined) {
  const qc = useQueryClient();
  return useAdminCommand<I, T>(`/_api/admin/${type}${path}`, fallback, (res) => {
    const it = item?.(res);
    if (it) qc.setQueryData(adminKeys.studioItem(type, it.id), it);
    return afterStudioWrite(qc, type, it?.id);
  }, h);
}

export const useSaveExpert = (mode: 'create' | 'edit', h: Handlers<ExpertAnswer, Record<string, unknown>>) =>
  useStudioCommand('experts', mode === 'create' ? '' : '/edit', 'Could not save the expert', h, (r) => r.expert);
export const useSaveInterview = (mode: 'create' | 'edit', h: Handlers<InterviewAnswer, Record<string, unknown>>) =>
  useStudioCommand('interviews', mode === 'create' ? '' : '/edit', 'Could not save the interview', h, (r) => r.interview);
export const useRestoreExpert = (h: Handlers<ExpertAnswer, { id: number; revision: number; expectedRevision?: number }>) =>
  useStudioCommand('experts', '/restore', 'Could not restore this version', h, (r) => r.expert);
export const useRestoreInterview = (h: Handlers<InterviewAnswer, { id: number; revision: number; expectedRevision?: number }>) =>
  useStudioCommand('interviews', '/restore', 'Could not restore this version', h, (r) => r.interview);
export const useDeleteExpert = (h: Handlers<{ message: string }, { id: number }>) => useStudioCommand('experts', '/delete', 'Could not delete the expert', h);
export const useDeleteInterview = (h: Handlers<{ message: string }, { id: number }>) => useStudioCommand('interviews', '/delete', 'Could not delete the interview', h);
export const useBulkInterviews = (h: Handlers<BulkAnswer, { ids: number[]; action: 'publish' | 'unpublish' | 'delete' }>) =>
  useStudioCommand('interviews', '/bulk', 'Could not change the interviews', h);

/** Uploads an expert photo (api/upload.ts); resolves with the re-encoded photo's URL. */
export function usePhotoUpload() {
  const { upload, progress } = useBodyUpload(EXPERT_PHOTO_UPLOAD_PATH, (body) => (typeof body.url === 'string' ? body.url : undefined), 'Could not upload the photo');
  return { upload, progress };
}
