import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchResponse } from '../../../../schemas/search/queries';
import type { MergeThreadInput, MoveThreadInput, ThreadActResponse } from '../../../../schemas/moderation/queue';
import { getJson, postJson, submissionKeys } from '../../../lib/http';
import { parseForumId } from '../lib/forum-params';
import { fetchThread } from './get-thread';
import { forumKeys } from './keys';
import { refreshForum } from './refresh';

/** A thread a moderator may pick to merge into. */
export type ThreadChoice = { id: number; title: string; categoryName: string };

/** The thread a pasted address (`/forum/12`, `https://…/forum/12?page=2`) or number names; null for anything else. */
export function threadIdIn(text: string): number | null {
  const t = text.trim();
  const path = /(?:^|\/)forum\/([0-9]+)(?:[/?#]|$)/.exec(t)?.[1];
  return parseForumId(path ?? (t.startsWith('#') ? t.slice(1) : t));
}

/** Title words go to the site search (threads only, five at most); an address or a number is looked up as it is. */
async function findThreads(text: string): Promise<ThreadChoice[]> {
  const id = threadIdIn(text);
  if (id !== null) {
    const page = await fetchThread(id, 1);
    return page && !page.thread.mergedInto ? [{ id, title: page.thread.title, categoryName: page.thread.categoryName }] : [];
  }
  const qs = new URLSearchParams({ query: text.trim(), type: 'threads', limit: '5' });
  const res = await getJson<SearchResponse>(`/_api/search?${qs}`, 'Could not search the threads');
  return res.results.threads.results.map((h) => ({ id: h.id, title: h.title, categoryName: h.categoryName }));
}

/** Candidates for 'Merge into…' as the moderator types (three characters at least, or a number). */
export function useThreadChoices(text: string) {
  const t = text.trim();
  const enabled = threadIdIn(t) !== null || t.length >= 3;
  return useQuery({ queryKey: [...forumKeys.all, 'merge-choices', t], queryFn: () => findThreads(t), enabled, staleTime: 30_000 });
}

/**
 * A moderator's move or merge (issue 29), one Idempotency-Key per submission: a retry after a lost
 * answer is applied once. Every forum list and thread is refreshed after it (two categories' lists,
 * two threads and the categories' counts change).
 */
function useThreadAct<I>(path: 'move' | 'merge', fallback: string) {
  const qc = useQueryClient();
  const [submissions] = useState(() => submissionKeys());
  return useMutation({
    mutationFn: (input: I) => postJson<ThreadActResponse>(`/_api/admin/forum/thread/${path}`, input, fallback, submissions.keyFor(input)),
    // Not awaited: a merge's refetch turns the thread's page into its pointer, which unmounts the
    // controls before a caller's own onSuccess (the toast) would run.
    onSuccess: () => {
      submissions.settled();
      void refreshForum(qc, forumKeys.all);
    },
  });
}

export const useMoveThread = () => useThreadAct<MoveThreadInput>('move', 'Could not move the thread');
export const useMergeThread = () => useThreadAct<MergeThreadInput>('merge', 'Could not merge the thread');
