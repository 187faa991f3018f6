import { useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ReplyToThreadResponse } from '../../../../schemas/forum/queries';
import { useAuth } from '../../../features/auth/api/get-session';
import { useThread } from '../../../features/forum/api/get-thread';
import { recordThreadView, useShownViewCount } from '../../../features/forum/api/record-view';
import { ThreadNotFound, ThreadSkeleton } from '../../../features/forum/components/forum-states';
import { LiveThreadUpdates } from '../../../features/forum/components/live-updates';
import { MergedThread, MovedNote } from '../../../features/forum/components/merged-thread';
import { EmptyState, LoadError } from '../../../ui/states';
import { AnonymousNote } from '../../../features/forum/components/anonymous-note';
import { PostActions } from '../../../features/forum/components/post-actions';
import { PostCard } from '../../../features/forum/components/post-card';
import { ReplyArea } from '../../../features/forum/components/reply-area';
import { ThreadHeader } from '../../../features/forum/components/thread-header';
import { ThreadModeration } from '../../../features/forum/components/thread-moderation';
import { parseForumId } from '../../../features/forum/lib/forum-params';
import { categoryPath, FORUM_PATH, lastPage, threadPath } from '../../../features/forum/lib/forum-paths';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { Pager } from '../../../ui/pager';
import { pagedTitle, parsePage } from '../../../ui/pager-model';
import * as styles from './forum.css';
import { canModerate, forumReader } from './reader';

/** The meta description: the opening post's first words, on one line. */
function excerpt(text: string, max = 160) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

const crumb = (title: string) => (title.length > 60 ? `${title.slice(0, 57).trimEnd()}…` : title);

/**
 * A new page of replies starts at the top; an address naming a post (`#post-12`, where a new reply
 * lands) is followed by the layout once the post is on screen (lib/follow-hash).
 */
function useScrollToTop(page: number, hash: string) {
  useEffect(() => {
    if (!hash.startsWith('#post-')) window.scrollTo(0, 0);
  }, [page, hash]);
}

function ThreadScreen({ threadId }: { threadId: number }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const { hash } = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const query = useThread(threadId, page, auth.status === 'authenticated' ? auth.user.id : null);
  const serverViews = query.data?.thread.viewCount;
  // A view counts once the reader's browser shows the thread (never on the server's render or a read).
  useEffect(() => {
    if (serverViews !== undefined) recordThreadView(threadId, serverViews);
  }, [threadId, serverViews]);
  const viewCount = useShownViewCount(threadId, serverViews ?? 0);
  useScrollToTop(page, hash);

  // Not found for readers may still be the member's own hidden thread (issue 29): wait for their copy.
  if (query.isPending || (query.data === null && query.isPlaceholderData)) return <ThreadSkeleton />;
  if (query.isError) return <LoadError message="Could not load this thread. Please try again later." error={query.error} />;
  if (!query.data) return <ThreadNotFound />;

  const { thread, posts, pagination } = query.data;
  if (thread.mergedInto) return <MergedThread mergedInto={thread.mergedInto} />;
  const reader = forumReader(auth);
  const viewer = auth.status === 'authenticated' ? { id: auth.user.id, role: auth.user.role } : null;
  // The new reply is on the thread's last page: go there (or stay) and bring it into view.
  const onPosted = (res: ReplyToThreadResponse) => {
    const last = lastPage(res.thread.replyCount, pagination.limit);
    navigate(threadPath(threadId, last, `post-${res.post.id}`), { replace: last === page });
  };
  const total = pagination.totalPosts;
  return (
    <div className={styles.thread}>
      <PageMeta
        title={pageTitle(pagedTitle(thread.title, page))}
        description={excerpt(thread.content)}
        path={threadPath(thread.id, page)}
        type="article"
        author={thread.authorDisplayName}
      />
      <Breadcrumb items={[{ label: 'Forum', to: FORUM_PATH }, { label: thread.categoryName, to: categoryPath(thread.categoryId) }, { label: crumb(thread.title) }]} />
      <ThreadHeader thread={{ ...thread, viewCount }} actions={canModerate(auth) ? <ThreadModeration thread={thread} /> : null} />
      <PostCard
        opening
        anchor="thread-post"
        author={{ displayName: thread.authorDisplayName, avatarUrl: thread.authorAvatarUrl, role: thread.authorRole }}
        createdAt={thread.createdAt}
        content={thread.content}
        edited={thread.editedAt !== null}
        deleted={thread.deleted}
        hidden={thread.hidden ? { reason: thread.hiddenReason } : undefined}
        note={thread.anonymous ? <AnonymousNote threadId={thread.id} postId={null} viewer={viewer} /> : undefined}
        footer={<PostActions thread={thread} target={{ threadId: thread.id }} post={{ ...thread, title: thread.title }} viewer={viewer} />}
      />
      <section className={styles.section} aria-labelledby="replies-title">
        <h2 id="replies-title" className={styles.sectionTitle}>{`${total.toLocaleString('en-US')} ${total === 1 ? 'Reply' : 'Replies'}`}</h2>
        {posts.length > 0 ? (
          <ol className={styles.replies} aria-label="Replies">
            {posts.map((p) => (
              <li key={p.id} className={styles.reply}>
                <PostCard
                  anchor={`post-${p.id}`}
                  author={p.author}
                  createdAt={p.createdAt}
                  content={p.content}
                  edited={p.editedAt !== null}
                  deleted={p.deleted}
                  hidden={p.hidden ? { reason: p.hiddenReason } : undefined}
                  note={p.movedFrom ? <MovedNote from={p.movedFrom} /> : p.anonymous ? <AnonymousNote threadId={thread.id} postId={p.id} viewer={viewer} /> : undefined}
                  // A merged thread's opening post is a reply here without a reply's own history: nothing to act on.
                  footer={p.movedFrom ? undefined : <PostActions thread={thread} target={{ postId: p.id }} post={{ ...p, authorId: p.author.id }} viewer={viewer} />}
                />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState>{total === 0 ? 'No replies yet.' : 'There are no replies on this page.'}</EmptyState>
        )}
        <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => threadPath(thread.id, p)} />
      </section>
      {/* A '[deleted]' thread takes no replies (issue 29). */}
      {thread.deleted ? null : <ReplyArea threadId={thread.id} locked={thread.locked} reader={reader} onPosted={onPosted} />}
      <LiveThreadUpdates threadId={thread.id} />
    </div>
  );
}

/** /forum/:threadId: the thread, its replies paged by `page`, the reply form and live updates (SPEC 2). */
export function ForumThreadRoute() {
  const { threadId } = useParams();
  const id = parseForumId(threadId);
  return id === null ? <ThreadNotFound /> : <ThreadScreen threadId={id} />;
}
