import { Link } from 'react-router-dom';
import { auditActionLabels, type AuditEntry } from '../../../../schemas/admin/audit';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { dateTime } from '../lib/format';
import * as styles from './audit.css';

function details(e: AuditEntry): string | null {
  const d = e.details;
  if (d.restoredFrom !== undefined) return `Restored revision ${d.restoredFrom}`;
  if (d.changed?.length) return `Changed ${d.changed.join(', ')}`;
  if (d.status) return d.previousStatus ? `${d.previousStatus} → ${d.status}` : `Set to ${d.status}`;
  if (e.action === 'forum_category.moved') return `Now at place ${Number((d as { position?: number }).position ?? 0) + 1} on /forum`;
  if (e.action === 'member.role_changed') return `${d.previousRole ?? '?'} → ${d.role ?? '?'}`;
  if (e.action === 'member.suspended') return (d as { until?: string | null }).until ? `Until ${dateTime((d as { until: string }).until)}` : 'Indefinitely';
  // An anonymous author lookup (issue 13): the thread's opening post, or one reply of it.
  if (e.action === 'forum.author_viewed') return d.postId !== undefined ? `Author of reply #${d.postId}` : 'Author of the opening post';
  return null;
}

/** The studio screen of a structure entry's target (issue 27): forum categories, newsletter topics, search synonyms. */
const STRUCTURE_LINKS = {
  forum_category: ['Forum category', '/admin/forum'],
  newsletter_topic: ['Newsletter topic', '/admin/newsletter/topics'],
  synonym_group: ['Synonym group', '/admin/search/synonyms'],
} as const;

/** Targets named by their kind and id only (issue 29): a reply's or a review's text is its author's. */
const OTHER_TARGETS = { reply: 'Forum reply', review: 'Product review', settings: 'Trust limits' } as const;

function Target({ e }: { e: AuditEntry }) {
  const label = e.targetLabel ?? (e.targetType === 'article' ? e.article?.title : null);
  if (e.targetType === 'article') {
    return (
      <>
        {e.article ? <Link to={`/admin/articles/${e.targetId}/edit`}>{label ?? `Article #${e.targetId}`}</Link> : <span>{label ?? `Article #${e.targetId}`} <em>(deleted)</em></span>}
        <span className={styles.sub}>Article #{e.targetId}</span>
      </>
    );
  }
  if (e.targetType === 'thread') {
    // The title is read from the forum as it is now: gone once its author is erased.
    const title = e.targetLabel ?? <em>Thread title unavailable</em>;
    return (
      <>
        {e.thread ? <Link to={`/forum/${e.targetId}`}>{title}</Link> : <span>{title}</span>}
        <span className={styles.sub}>
          Forum thread #{e.targetId}
          {e.thread ? <> in <Link to={`/forum/category/${e.thread.categoryId}`}>{e.thread.categoryName}</Link></> : null}
        </span>
      </>
    );
  }
  if (e.targetType === 'product' || e.targetType === 'criterion') {
    const product = e.targetType === 'product';
    const name = e.targetLabel ?? `${product ? 'Product' : 'Criterion'} #${e.targetId}`;
    return (
      <>
        {e.action.endsWith('.deleted') ? <span>{name}</span> : <Link to={product ? `/admin/products/${e.targetId}/edit` : '/admin/criteria'}>{name}</Link>}
        <span className={styles.sub}>{product ? 'Product' : 'Rating criterion'} #{e.targetId}</span>
      </>
    );
  }
  if (e.targetType === 'expert' || e.targetType === 'interview') {
    const expert = e.targetType === 'expert';
    const name = e.targetLabel ?? `${expert ? 'Expert' : 'Interview'} #${e.targetId}`;
    return (
      <>
        {e.action.endsWith('.deleted') ? <span>{name}</span> : <Link to={`/admin/${expert ? 'experts' : 'interviews'}/${e.targetId}/edit`}>{name}</Link>}
        <span className={styles.sub}>{expert ? 'Expert' : 'Interview'} #{e.targetId}</span>
      </>
    );
  }
  if (e.targetType === 'forum_category' || e.targetType === 'newsletter_topic' || e.targetType === 'synonym_group') {
    const [what, to] = STRUCTURE_LINKS[e.targetType];
    const name = e.targetLabel ?? `${what} #${e.targetId}`;
    return (
      <>
        {e.action.endsWith('.deleted') ? <span>{name}</span> : <Link to={to}>{name}</Link>}
        <span className={styles.sub}>{what} #{e.targetId}</span>
      </>
    );
  }
  if (e.targetType === 'reply' || e.targetType === 'review' || e.targetType === 'settings') {
    const what = OTHER_TARGETS[e.targetType];
    return (
      <>
        <span>{what}</span>
        <span className={styles.sub}>{what} #{e.targetId}</span>
      </>
    );
  }
  if (e.targetType === 'member') {
    return (
      <>
        {e.targetLabel ? <Link to={`/admin/members/${e.targetId}`}>{e.targetLabel}</Link> : <span><em>Member unavailable</em></span>}
        <span className={styles.sub}>Member #{e.targetId}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.quote}>{label ? `“${label}”` : <em>Comment text unavailable</em>}</span>
      <span className={styles.sub}>
        Comment #{e.targetId}
        {e.article?.slug ? <> on <Link to={`/articles/${e.article.slug}`}>{e.article.title ?? e.article.slug}</Link></> : null}
      </span>
    </>
  );
}

/** The trail, newest first: when, who, what, the target (linked) and the reason. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className={styles.list}>
      <div className={styles.header} aria-hidden="true">
        <span>When</span><span>Who</span><span>What</span><span>Target</span><span>Reason</span>
      </div>
      <ol className={styles.items} aria-label="Audit entries">
        {entries.map((e) => (
          <li key={e.seq} className={styles.entry} data-action={e.action}>
            <time className={styles.when} dateTime={e.at}>{dateTime(e.at)}</time>
            <div className={styles.who}><span className={visuallyHidden}>By </span>{e.actor.displayName ?? `Staff #${e.actor.id}`}</div>
            <div className={styles.what}>
              <span className={styles.action}>{auditActionLabels[e.action] ?? e.action}</span>
              {details(e) ? <span className={styles.sub}>{details(e)}</span> : null}
            </div>
            <div className={styles.target}><span className={visuallyHidden}>Target: </span><Target e={e} /></div>
            <div className={styles.reason}>{e.reason ? <><span className={visuallyHidden}>Reason: </span>{e.reason}</> : <span className={styles.none}>No reason given</span>}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}
