import { useId, useState } from 'react';
import type { ModeratedMember } from '../../../../schemas/moderation/members';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { useModerationCall } from '../api/moderation';
import { ConfirmDialog } from './confirm-dialog';
import * as list from './admin-list.css';
import * as styles from './moderation.css';

/** Suspension lengths offered; the API takes any future time, or null for indefinitely. */
const LENGTHS = [
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: 'Indefinitely', days: null },
] as const;

type Purge = { message: string };

/**
 * A member page's actions: warn and suspend (each with the reason the member is told), lift a
 * suspension, and delete every post of a spammer after a confirmation. The server decides who may
 * act on whom; the page hides the actions only when it says so (`canAct`).
 */
export function MemberActions({ member }: { member: ModeratedMember }) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState<number | null>(7);
  const [purging, setPurging] = useState(false);
  const toast = useToast();
  const id = useId();
  const done = { onSuccess: (res: { message: string }) => { toast({ title: res.message, tone: 'success' }); setReason(''); }, onError: (err: Error) => toast({ title: err.message, tone: 'error' }) };
  const warn = useModerationCall<{ userId: number; reason: string }>('/_api/admin/members/warn', done);
  const suspend = useModerationCall<{ userId: number; until: string | null; reason: string }>('/_api/admin/members/suspend', done);
  const unsuspend = useModerationCall<{ userId: number }>('/_api/admin/members/unsuspend', done);
  const purge = useModerationCall<{ userId: number; reason?: string }, Purge>('/_api/admin/members/purge', {
    onSuccess: (res) => { toast({ title: res.message, tone: 'success' }); setPurging(false); },
    onError: (err) => toast({ title: err.message, tone: 'error' }),
  });
  const busy = warn.isPending || suspend.isPending || unsuspend.isPending || purge.isPending;
  const until = () => (days === null ? null : new Date(Date.now() + days * 86_400_000).toISOString());
  return (
    <section className={styles.panel} aria-labelledby="member-actions">
      <h2 id="member-actions" className={styles.author}>Actions</h2>
      <div className={styles.search}>
        <Field className={styles.searchField} label="Reason (the member is told)" value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </div>
      <div className={list.filters}>
        <div className={list.filter}>
          <label className={list.filterLabel} htmlFor={`${id}-length`}>Suspend for</label>
          <select id={`${id}-length`} className={list.select} value={days === null ? '' : String(days)} onChange={(e) => setDays(e.target.value ? Number(e.target.value) : null)}>
            {LENGTHS.map((l) => (
              <option key={l.label} value={l.days === null ? '' : String(l.days)}>{l.label}</option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <Button size="sm" tone="secondary" disabled={busy || !reason.trim()} onClick={() => warn.mutate({ userId: member.id, reason })}>Warn</Button>
        <Button size="sm" tone="danger" disabled={busy || !reason.trim()} onClick={() => suspend.mutate({ userId: member.id, until: until(), reason })}>Suspend</Button>
        {member.suspension ? <Button size="sm" tone="secondary" disabled={busy} onClick={() => unsuspend.mutate({ userId: member.id })}>Lift suspension</Button> : null}
        <Button size="sm" tone="danger" disabled={busy} onClick={() => setPurging(true)}>Delete all posts</Button>
      </div>
      <ConfirmDialog
        open={purging}
        onOpenChange={setPurging}
        title={`Delete every post by ${member.displayName}?`}
        description="Their comments, threads, replies and reviews are deleted, each telling them the reason above. This cannot be undone."
        confirmLabel="Delete all posts"
        pendingLabel="Deleting…"
        tone="danger"
        pending={purge.isPending}
        onConfirm={() => purge.mutate({ userId: member.id, ...(reason.trim() ? { reason: reason.trim() } : {}) })}
      />
    </section>
  );
}
