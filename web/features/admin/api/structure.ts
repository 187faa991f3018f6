import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminForumCategory } from '../../../../schemas/forum/admin';
import type { AdminNewsletterTopic } from '../../../../schemas/newsletter/admin';
import type { SynonymGroupDto } from '../../../../schemas/search/synonyms';
import type { StreamHistoryResponse } from '../../../../schemas/shared/history';
import { getJson, postJson, submissionKeys } from '../../../lib/http';
import { adminKeys } from './keys';
import { adminQueryDefaults } from './shared';

/**
 * The site's structure in the studio (issue 27): forum categories, newsletter topics and the search
 * synonym table. Each kind is one short list (no paging), its items' histories and its commands;
 * a write refetches the kind's list and the audit trail before its success shows, and the public
 * pages' caches of that kind ('forum', 'newsletter') in the background.
 */
export type StructureKind = 'forum-categories' | 'newsletter-topics' | 'synonyms';

export const STRUCTURE_BASE: Record<StructureKind, string> = {
  'forum-categories': '/_api/admin/forum/categories',
  'newsletter-topics': '/_api/admin/newsletter/topics',
  synonyms: '/_api/admin/search/synonyms',
};
const PUBLIC: Record<StructureKind, readonly string[] | null> = { 'forum-categories': ['forum'], 'newsletter-topics': ['newsletter'], synonyms: null };

const keys = {
  kind: (kind: StructureKind) => [...adminKeys.all, 'structure', kind] as const,
  history: (kind: StructureKind, id: number) => [...keys.kind(kind), 'history', id] as const,
};

const useList = <T>(kind: StructureKind, what: string) =>
  useQuery({ queryKey: keys.kind(kind), queryFn: () => getJson<T>(STRUCTURE_BASE[kind], `Could not load ${what}. Please try again later.`), ...adminQueryDefaults });

export const useForumCategories = () => useList<{ categories: AdminForumCategory[] }>('forum-categories', 'the forum categories');
export const useNewsletterTopics = () => useList<{ topics: AdminNewsletterTopic[] }>('newsletter-topics', 'the newsletter topics');
export const useSynonymGroups = () => useList<{ groups: SynonymGroupDto[] }>('synonyms', 'the synonyms');

export const useStructureHistory = (kind: StructureKind, id: number) =>
  useQuery({
    queryKey: keys.history(kind, id),
    queryFn: () => getJson<StreamHistoryResponse>(`${STRUCTURE_BASE[kind]}/${id}/history`, 'Could not load the history'),
    ...adminQueryDefaults,
  });

type Input = Record<string, unknown>;
type Handlers<T> = { onSuccess?: (res: T, input: Input) => void; onError?: (err: Error) => void };

/**
 * A command of `kind` (`verb`: its path below the kind's; '' creates) under one Idempotency-Key per
 * submission, reused while the same payload is retried (lib/http submissionKeys): a create whose
 * answer was lost is not made twice.
 */
export function useStructureCommand<T>(kind: StructureKind, verb: '' | 'edit' | 'delete' | 'order' | 'archive' | 'retire' | 'restore', h: Handlers<T> = {}) {
  const qc = useQueryClient();
  const [ids] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: Input) => postJson<T>(verb ? `${STRUCTURE_BASE[kind]}/${verb}` : STRUCTURE_BASE[kind], input, 'Could not save. Please try again.', ids.keyFor(input)),
    onSuccess: async (res, input) => {
      ids.settled();
      const root = PUBLIC[kind];
      if (root) void qc.invalidateQueries({ queryKey: root, refetchType: 'all' }).catch(() => undefined);
      await Promise.all([qc.invalidateQueries({ queryKey: keys.kind(kind) }), qc.invalidateQueries({ queryKey: adminKeys.audit() })]);
      h.onSuccess?.(res, input);
    },
    onError: (err) => h.onError?.(err),
  });
}
