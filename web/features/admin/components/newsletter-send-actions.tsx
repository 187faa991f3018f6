import { useState } from 'react';
import { newsletterIssueMessages as m, type NewsletterIssue as AdminIssue } from '../../../../schemas/newsletter/issues';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { useSendIssue, useSendTest, useUnscheduleIssue } from '../api/newsletter-issues';
import { localInput, publishAtOf } from '../lib/article-form';
import { dateTime } from '../lib/format';
import * as editorStyles from './article-editor.css';
import { ConfirmDialog } from './confirm-dialog';
import * as styles from './newsletter.css';

const inAnHour = () => localInput(new Date(Math.ceil((Date.now() + 3600_000) / 60_000) * 60_000).toISOString());

type SendActionsProps = {
  issue: AdminIssue;
  /** Unsaved changes: a test or a send mails the saved issue, so both wait for a save. */
  dirty: boolean;
  /** Names of the issue's topics, for the confirmation. */
  topics: string[];
  staffEmail: string;
};

/** A saved issue's Send test (to a staff address), Send (now, or at a time) and, while it waits, Unschedule; each asked in a dialog. */
export function NewsletterSendActions({ issue, dirty, topics, staffEmail }: SendActionsProps) {
  const toast = useToast();
  const [asking, setAsking] = useState<'test' | 'send' | 'unschedule' | null>(null);
  const [to, setTo] = useState(staffEmail);
  const [later, setLater] = useState(false);
  const [at, setAt] = useState(inAnHour);
  const [error, setError] = useState<string | undefined>(undefined);
  const close = () => { setAsking(null); setError(undefined); };
  const failed = (err: Error) => setError(err.message);
  const test = useSendTest({ onSuccess: (r) => { toast({ tone: 'success', title: r.message }); close(); }, onError: failed });
  const send = useSendIssue({
    onSuccess: (r) => { toast({ tone: 'success', title: r.issue.status === 'scheduled' ? `${r.message} It goes out on ${dateTime(r.issue.scheduledAt)}.` : r.message }); close(); },
    onError: failed,
  });
  const unschedule = useUnscheduleIssue({ onSuccess: (r) => { toast({ tone: 'success', title: r.message }); close(); }, onError: failed });
  const waiting = issue.status === 'draft' || issue.status === 'scheduled';
  const names = topics.length ? topics.join(', ') : 'no topic';
  const submitSend = () => {
    if (!later) return send.mutate({ id: issue.id });
    const when = publishAtOf(at);
    if (!when || Date.parse(when) <= Date.now()) return setError(m.atPast);
    send.mutate({ id: issue.id, at: when });
  };
  return (
    <div className={styles.toolbar} role="group" aria-label="Send">
      <Button tone="secondary" disabled={dirty} onClick={() => { setTo(staffEmail); setAsking('test'); }}>Send test</Button>
      {waiting ? <Button disabled={dirty} onClick={() => setAsking('send')}>{issue.status === 'scheduled' ? 'Send or reschedule' : 'Send'}</Button> : null}
      {issue.status === 'scheduled' ? <Button tone="secondary" onClick={() => setAsking('unschedule')}>Unschedule</Button> : null}
      {dirty && waiting ? <span className={styles.topics}>Save your changes to test or send them.</span> : null}
      <ConfirmDialog
        open={asking === 'test'} onOpenChange={(open) => { if (!open) close(); }}
        title="Send a test" description="One copy of the saved issue, its subject marked [Test], to a staff address."
        confirmLabel="Send test" pendingLabel="Sending..." pending={test.isPending}
        onConfirm={() => (to.trim() ? test.mutate({ id: issue.id, to: to.trim() }) : setError(m.testToInvalid))}
      >
        <Field label="Send to" type="email" name="test-to" autoComplete="email" value={to} error={error} onChange={(e) => setTo(e.target.value)} />
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'send'} onOpenChange={(open) => { if (!open) close(); }}
        title={later ? 'Schedule this issue?' : 'Send this issue now?'}
        description={<>“{issue.subject}” goes to every subscriber confirmed for <strong>{names}</strong> at the moment it is sent, once each. This cannot be undone{later ? ' once it has started' : ''}.</>}
        confirmLabel={later ? 'Schedule' : 'Send now'} pendingLabel={later ? 'Scheduling...' : 'Sending...'} pending={send.isPending} onConfirm={submitSend}
      >
        <Checkbox label="Send later, at a date and time" checked={later} onChange={(e) => { setLater(e.target.checked); setError(undefined); }} />
        {later ? <Field label="Send at" type="datetime-local" name="send-at" value={at} onChange={(e) => setAt(e.target.value)} hint="In your time zone." error={error} /> : null}
        {!later && error ? <p className={editorStyles.countOver} role="alert">{error}</p> : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'unschedule'} onOpenChange={(open) => { if (!open) close(); }}
        title="Cancel the schedule?" description={`The issue stays a draft instead of going out on ${dateTime(issue.scheduledAt)}.${error ? ` ${error}` : ''}`}
        confirmLabel="Unschedule" pendingLabel="Cancelling..." pending={unschedule.isPending} onConfirm={() => unschedule.mutate({ id: issue.id })}
      />
    </div>
  );
}
