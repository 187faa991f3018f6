import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { commentMessages as m } from '../../../../schemas/comments/messages';
import { useLive, type LiveEvent } from '../../../lib/live';
import { returnState } from '../../../lib/return-path';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';
import { invalidateComments } from '../api/cache';
import { useComments } from '../api/get-comments';
import { commentKeys } from '../api/keys';
import type { Comment, Viewer } from '../api/types';
import { usePostComment } from '../api/write-comment';
import { CommentCard } from './comment-card';
import { CommentContextProvider } from './comment-context';
import { CommentForm } from './comment-form';
import { CommentsSkeleton } from './comments-skeleton';
import * as styles from './comment-section.css';
import { EmptyState } from '../../../ui/states';

type CommentSectionProps = {
  articleId: number;
  viewer: Viewer;
  /** While the session is still being checked, neither the form nor the log-in prompt is shown. */
  authPending?: boolean;
};

/** Pages can overlap after a refetch shifts the offsets (a new comment arrives on top): show each comment once. */
function uniqueById(pages: { comments: Comment[] }[]): Comment[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.comments).filter((c) => (seen.has(c.id) ? false : (seen.add(c.id), true)));
}

/** Events that arrive together (a burst of votes) refetch once. */
const LIVE_DEBOUNCE_MS = 150;

/**
 * Other readers' comments, edits, deletions and votes appear without a reload: each live event of
 * the article (sent once the server has projected it) refetches the thread, unless a fetch of it
 * started after the event arrived (the viewer's own change refetches on its own), so that fetch
 * already has it.
 */
function useLiveComments(articleId: number) {
  const qc = useQueryClient();
  const lastFetchStart = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const prefix = commentKeys.article(articleId);
    const ofArticle = (key: readonly unknown[]) => prefix.every((part, i) => key[i] === part);
    const unsubscribe = qc.getQueryCache().subscribe((e) => {
      // A whole refetch only: 'Load More' fetches one further page and leaves the loaded ones as they were.
      if (e.type === 'updated' && e.action.type === 'fetch' && !e.action.meta?.fetchMore && ofArticle(e.query.queryKey)) lastFetchStart.current = performance.now();
    });
    return () => {
      unsubscribe();
      clearTimeout(timer.current);
    };
  }, [qc, articleId]);

  const onEvent = useCallback(
    (_e: LiveEvent) => {
      // The latest arrival counts: a fetch that started after it has every event of the burst.
      const arrived = performance.now();
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        if (lastFetchStart.current > arrived) return;
        void invalidateComments(qc, articleId);
      }, LIVE_DEBOUNCE_MS);
    },
    [qc, articleId],
  );
  useLive(`article:${articleId}`, onEvent);
}

/** The top-level form for members, the log-in prompt for everyone else, nothing while the session loads. */
function Composer({ articleId, viewer, authPending }: Required<CommentSectionProps>) {
  const toast = useToast();
  const location = useLocation();
  const post = usePostComment(articleId, {
    onSuccess: () => toast({ title: m.posted, tone: 'success' }),
    onError: (err) => toast({ title: `Failed to post comment: ${err.message}`, tone: 'error' }),
  });
  if (authPending) return null;
  if (!viewer) {
    return (
      <p className={styles.joinPrompt}>
        <Link to="/login" state={returnState(location)}>Log in</Link> or{' '}
        <Link to="/register" state={returnState(location)}>sign up</Link> to join the conversation
      </p>
    );
  }
  return <CommentForm mode="comment" pending={post.isPending} onSubmit={(content) => post.mutateAsync({ articleId, content }).then(() => true, () => false)} />;
}

export function CommentSection({ articleId, viewer, authPending = false }: CommentSectionProps) {
  const query = useComments(articleId, viewer?.id ?? null, !authPending);
  useLiveComments(articleId);
  const comments = query.data ? uniqueById(query.data.pages) : [];
  // The heading counts every comment a reader can see, replies included; paging uses `total`.
  const total = query.data?.pages[0]?.totalVisible ?? 0;

  return (
    <CommentContextProvider value={{ articleId, viewer }}>
      <section id="comments" className={styles.section} aria-labelledby="comments-title" aria-busy={query.isPending}>
        <h2 id="comments-title" className={styles.heading}>
          {query.data ? `${total} ${total === 1 ? 'Comment' : 'Comments'}` : 'Comments'}
        </h2>
        <Composer articleId={articleId} viewer={viewer} authPending={authPending} />
        {query.isPending ? <CommentsSkeleton /> : null}
        {query.isError ? <Alert tone="error">Could not load comments. Please try again later.</Alert> : null}
        {query.isSuccess && comments.length === 0 ? (
          <EmptyState>{viewer ? 'Be the first to share your thoughts.' : 'No comments yet.'}</EmptyState>
        ) : null}
        {comments.length > 0 ? (
          <ul className={styles.list} aria-label="Comments">
            {comments.map((c) => <li key={c.id} className={styles.item}><CommentCard comment={c} /></li>)}
          </ul>
        ) : null}
        {query.hasNextPage ? (
          <div className={styles.more}>
            <Button tone="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load More Comments'}
            </Button>
          </div>
        ) : null}
      </section>
    </CommentContextProvider>
  );
}
