import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MODERATION_PREVIEW, type AdminComment, type ModerationStatus } from '../../../../schemas/admin/comments';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { truncate } from '../lib/text';
import { CommentHistory } from './comment-history';
import { dateTime } from '../lib/format';
import * as styles from './moderation.css';
import { STATUS_ACTIONS } from './use-moderation';

const STATUS_TONE: Record<ModerationStatus, 'neutral' | 'success' | 'danger' | 'plum'> = { pending: 'neutral', approved: 'success', rejected: 'danger', flagged: 'plum' };
const STATUS_LABEL: Record<ModerationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', flagged: 'Flagged' };

type ModerationCardProps = {
  comment: AdminComment;
  selected: boolean;
  onSelect: () => void;
  onModerate: (status: ModerationStatus) => void;
  busy: boolean;
};

/** SPEC 2 '/admin/comments': text cut at 200 with Show More, author, article, date, status; the current status's button disabled. */
export function ModerationCard({ comment: c, selected, onSelect, onModerate, busy }: ModerationCardProps) {
  const [expanded, setExpanded] = useState(false);
  const [history, setHistory] = useState(false);
  const preview = truncate(c.content, MODERATION_PREVIEW);
  const textId = `comment-${c.id}-text`;
  return (
    <li className={styles.card} data-selected={selected} data-comment-id={c.id}>
      <input type="checkbox" className={styles.check} checked={selected} onChange={onSelect} aria-label={`Select the comment by ${c.author.displayName}`} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.author}>{c.author.displayName}</span>
          <span>on {c.article ? <Link to={`/articles/${c.article.slug}`}>{c.article.title}</Link> : <em>a deleted article</em>}</span>
          <time dateTime={c.createdAt} className={styles.muted}>{dateTime(c.createdAt)}</time>
          {c.editedAt ? <span className={styles.muted}>(edited)</span> : null}
        </div>
        <p id={textId} className={styles.text}>{expanded || !preview.cut ? c.content : preview.text}</p>
        {preview.cut ? (
          <button type="button" className={styles.linkButton} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        ) : null}
        <div className={styles.badges}>
          <Badge tone={STATUS_TONE[c.status]}>{STATUS_LABEL[c.status]}</Badge>
          {c.flagCount > 0 ? (
            <Badge tone="danger">{c.flagCount} {c.flagCount === 1 ? 'flag' : 'flags'}{c.openFlagCount > 0 && c.openFlagCount !== c.flagCount ? ` (${c.openFlagCount} new)` : ''}</Badge>
          ) : null}
          {c.parentCommentId ? <Badge>Reply</Badge> : null}
          {!c.visible ? <span className={styles.muted}>Hidden from readers</span> : null}
        </div>
        {c.lastReason ? <p className={styles.note}><strong>Latest report:</strong> {c.lastReason}</p> : null}
        {c.moderationReason ? <p className={styles.note}><strong>Moderator’s reason:</strong> {c.moderationReason}</p> : null}
        <div className={styles.actions} role="group" aria-label={`Moderate the comment by ${c.author.displayName}`}>
          {STATUS_ACTIONS.map((a) => (
            <Button key={a.status} size="sm" tone={a.status === 'rejected' ? 'danger' : 'secondary'} disabled={busy || c.status === a.status} onClick={() => onModerate(a.status)}>
              {a.label}
            </Button>
          ))}
          <Button size="sm" tone="ghost" aria-expanded={history} onClick={() => setHistory(!history)}>{history ? 'Hide history' : 'History'}</Button>
        </div>
        {history ? <CommentHistory commentId={c.id} /> : null}
      </div>
    </li>
  );
}
