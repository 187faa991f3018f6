import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../features/auth/api/get-session';
import { useMemberPosts, useMemberProfile } from '../../../features/members/api/member-posts';
import { MemberPostList } from '../../../features/members/components/member-post-list';
import * as listStyles from '../../../features/members/components/member-post-list.css';
import { memberPath, parseBefore, parseMemberId } from '../../../features/members/lib/member-params';
import { longDate } from '../../../features/articles/lib/article-meta';
import { MuteMember } from '../../../features/notifications/components/mute-member';
import { Avatar } from '../../../ui/avatar';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Card } from '../../../ui/card';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { LoadError, LoadingState, MissingPage } from '../../../ui/states';
import { Skeleton } from '../../../ui/skeleton';
import * as styles from './profile.css';

function MemberNotFound() {
  return (
    <MissingPage title="Member Not Found" back={{ to: '/forum', label: 'Back to the Forum' }}>
      This member does not exist or has deleted their account.
    </MissingPage>
  );
}

/**
 * /members/:memberId: a member's public profile and their recent public posts, newest first,
 * seek-paged by the address (`?before=`), rendered on the server. Never indexed: a member's
 * activity on a sexual-health site is theirs to share, not a search engine's to list. Another
 * signed-in member can mute them here (after hydration: the server renders the anonymous page).
 */
export function MemberRoute() {
  const { memberId } = useParams();
  const [params] = useSearchParams();
  const id = parseMemberId(memberId);
  const before = parseBefore(params.get('before'));
  const member = useMemberProfile(id);
  const posts = useMemberPosts(id, before);
  const auth = useAuth();

  if (id === null || member.isError || (member.isSuccess && !member.data)) return <MemberNotFound />;
  if (member.isPending) return <LoadingState label="Loading profile"><Skeleton shape="title" /><Skeleton /></LoadingState>;
  const m = member.data;
  return (
    <div className={styles.layout}>
      <PageMeta title={pageTitle(`${m.displayName}'s posts`)} description={`Recent public posts by ${m.displayName} on Open Sex Guide.`} path={memberPath(m.id)} noindex />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Forum', to: '/forum' }, { label: m.displayName }]} />
      <Card padding="lg" className={styles.cardBody}>
        <div className={styles.memberHead}>
          <Avatar name={m.displayName} src={m.avatarUrl} size="lg" decorative />
          <div>
            <h1 className={styles.memberName}>{m.displayName}</h1>
            <p className={styles.memberMeta}>Member since {longDate(m.joinDate)}</p>
            {auth.status === 'authenticated' && auth.user.id !== m.id ? <MuteMember memberId={m.id} name={m.displayName} /> : null}
          </div>
        </div>
        <section aria-labelledby="member-posts-title">
          <h2 id="member-posts-title" className={styles.sectionTitle}>{before ? 'Older posts' : 'Recent posts'}</h2>
          {posts.isPending ? <LoadingState label="Loading posts"><Skeleton /><Skeleton /></LoadingState> : null}
          {posts.isError ? <LoadError message="Could not load these posts." error={posts.error} /> : null}
          {posts.data ? <MemberPostList posts={posts.data.posts} empty={before ? 'No older posts.' : `${m.displayName} has not posted anything public yet.`} /> : null}
          <nav className={listStyles.pager} aria-label="Posts pages">
            {before ? <Link to={memberPath(m.id)}>← Newest posts</Link> : <span />}
            {posts.data?.next ? <Link to={memberPath(m.id, posts.data.next)}>Older posts →</Link> : null}
          </nav>
        </section>
      </Card>
    </div>
  );
}
