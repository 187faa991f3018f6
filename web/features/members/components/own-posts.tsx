import { errorMessage } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadingState } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import { useOwnPosts } from '../api/member-posts';
import { memberPath } from '../lib/member-params';
import { MemberPostList } from './member-post-list';
import * as styles from './member-post-list.css';

/** 'Your recent posts' on My Profile: the member's own list, anonymous posts included and marked. */
export function OwnPosts({ memberId }: { memberId: number }) {
  const posts = useOwnPosts();
  const all = posts.data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <section aria-labelledby="own-posts-title">
      <h2 id="own-posts-title" className={styles.heading}>Your recent posts</h2>
      {posts.isPending ? <LoadingState label="Loading your posts"><Skeleton /><Skeleton /></LoadingState> : null}
      {posts.isError ? <Alert tone="error">{errorMessage(posts.error, 'Your posts could not be loaded.')}</Alert> : null}
      {posts.data ? <MemberPostList posts={all} empty="You have not posted anything yet." /> : null}
      <div className={styles.pager}>
        <ButtonLink to={memberPath(memberId)} tone="ghost" size="sm">See your public profile</ButtonLink>
        {posts.hasNextPage ? (
          <Button tone="secondary" size="sm" disabled={posts.isFetchingNextPage} onClick={() => void posts.fetchNextPage()}>
            {posts.isFetchingNextPage ? 'Loading...' : 'Show older posts'}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
