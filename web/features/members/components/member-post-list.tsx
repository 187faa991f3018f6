import { Link } from 'react-router-dom';
import type { MemberPostDto, MemberPostKind } from '../../../../schemas/members/queries';
import { fullDateTime, relativeTime } from '../../../lib/relative-time';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/states';
import * as styles from './member-post-list.css';

const KIND: Record<MemberPostKind, string> = { comment: 'Comment', reply: 'Forum reply', review: 'Review', thread: 'Forum thread' };
const ON: Record<MemberPostKind, string> = { comment: 'on', reply: 'in', review: 'of', thread: '' };

/** A member's posts, newest first: what each is, where, when, and the start of its text. */
export function MemberPostList({ posts, empty }: { posts: MemberPostDto[]; empty: string }) {
  if (!posts.length) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={styles.list}>
      {posts.map((p) => (
        <li key={`${p.kind}-${p.id}`} className={styles.item}>
          <p className={styles.meta}>
            <Badge tone={p.kind === 'review' ? 'plum' : 'teal'}>{KIND[p.kind]}</Badge>
            {p.anonymous ? <Badge tone="neutral" className={styles.note}>Posted anonymously: only you see it here</Badge> : null}
            <time dateTime={p.createdAt} title={fullDateTime(p.createdAt)}>{relativeTime(p.createdAt)}</time>
          </p>
          <Link to={p.path} className={styles.title}>
            {ON[p.kind] ? <span className={styles.on}>{ON[p.kind]} </span> : null}
            {p.title}
          </Link>
          {p.excerpt ? <p className={styles.excerpt}>{p.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  );
}
