import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { itemTypeLabels, queueStatusLabels, type QueueItem, type QueueStatus } from '../../../../schemas/moderation/queue';
import { reportReasonLabels, type ReportReason } from '../../../../schemas/shared/report-reasons';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { dateTime } from '../lib/format';
import { truncate } from '../lib/text';
import * as styles from './moderation.css';

const STATUS_TONE: Record<QueueStatus, 'neutral' | 'success' | 'danger' | 'plum'> = { open: 'plum', hidden: 'danger', kept: 'success', deleted: 'neutral' };
const PREVIEW = 280;
export type QueueVerb = 'keep' | 'hide' | 'delete';

const reasonLabel = (r: string) => reportReasonLabels[r as ReportReason] ?? r;

type QueueCardProps = {
  item: QueueItem;
  selected: boolean;
  onSelect: () => void;
  onAct: (verb: QueueVerb) => void;
  busy: boolean;
  /** A thread's own actions beside keep, hide and delete (issue 29: move, merge), from the route. */
  threadActions?: ReactNode;
};

/** One reported post: what was written, where, by whom, why members reported it, and the actions. */
export function QueueCard({ item: i, selected, onSelect, onAct, busy, threadActions }: QueueCardProps) {
  const [expanded, setExpanded] = useState(false);
  const preview = truncate(i.text, PREVIEW);
  const label = `${itemTypeLabels[i.type].toLowerCase()} ${i.id}`;
  return (
    <li className={styles.card} data-selected={selected} data-item={`${i.type}-${i.id}`}>
      <input type="checkbox" className={styles.check} checked={selected} onChange={onSelect} aria-label={`Select the ${label}`} disabled={i.status === 'deleted'} />
      <div className={styles.body}>
        <div className={styles.meta}>
          <Badge tone="teal">{itemTypeLabels[i.type]}</Badge>
          {i.author ? (
            <Link className={styles.author} to={`/admin/members/${i.author.id}`}>{i.author.displayName}</Link>
          ) : (
            <span className={styles.author}>Anonymous member</span>
          )}
          {i.context ? (
            <span>
              in <Link to={i.context.href}>{i.context.title}</Link>
            </span>
          ) : null}
          <span className={styles.muted}>last reported <time dateTime={i.lastReportedAt}>{dateTime(i.lastReportedAt)}</time></span>
        </div>
        <p className={styles.text}>{expanded || !preview.cut ? i.text : preview.text}</p>
        {preview.cut ? (
          <button type="button" className={styles.linkButton} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            {expanded ? 'Show Less' : 'Show More'}
          </button>
        ) : null}
        <div className={styles.badges}>
          <Badge tone={STATUS_TONE[i.status]}>{queueStatusLabels[i.status]}</Badge>
          <Badge tone="danger">
            {i.reports} {i.reports === 1 ? 'report' : 'reports'}
            {i.openReports > 0 && i.openReports !== i.reports ? ` (${i.openReports} new)` : ''}
          </Badge>
          {i.reasons.map((r) => (
            <Badge key={r.reason}>
              {reasonLabel(r.reason)} × {r.count}
            </Badge>
          ))}
        </div>
        {i.details.map((d, n) => (
          <p key={n} className={styles.note}>
            <strong>Reporter wrote:</strong> {d}
          </p>
        ))}
        {i.status === 'deleted' ? null : (
          <div className={styles.actions} role="group" aria-label={`Moderate the ${label}`}>
            <Button size="sm" tone="secondary" disabled={busy || i.status === 'kept'} onClick={() => onAct('keep')}>Keep</Button>
            <Button size="sm" tone="secondary" disabled={busy || i.status === 'hidden'} onClick={() => onAct('hide')}>Hide</Button>
            {i.type === 'thread' ? threadActions : null}
            <Button size="sm" tone="danger" disabled={busy} onClick={() => onAct('delete')}>Delete</Button>
          </div>
        )}
      </div>
    </li>
  );
}
