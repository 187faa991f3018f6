import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { getJson, postJson } from '../../../lib/http';
import type { ExportStatusDto } from '../../../../schemas/account/queries';
import { accountKeys } from './keys';

export const startExport = (idempotencyKey: string) =>
  postJson<{ id: string }>('/_api/user/export', {}, 'The export could not be started.', idempotencyKey);

export const useStartExport = () => useMutation({ mutationFn: startExport });

export const exportStatusOptions = (id: string) =>
  queryOptions({
    queryKey: accountKeys.export(id),
    queryFn: () => getJson<ExportStatusDto>(`/_api/user/export?id=${encodeURIComponent(id)}`),
    // Polls while the job runs; stops once the file is ready, failed or gone.
    refetchInterval: (q) => (q.state.data?.status === 'pending' || !q.state.data ? 1500 : false),
    staleTime: 0,
  });

export const useExportStatus = (id: string | null) => useQuery({ ...exportStatusOptions(id ?? ''), enabled: id !== null });
