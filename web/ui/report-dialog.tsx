import { useId, useState, type FormEvent } from 'react';
import { useToast } from './use-toast';
import { REPORT_DETAILS_MAX, REPORT_REASONS, reportMessages, reportReasonLabels, type ReportReason } from '../../schemas/shared/report-reasons';
import { Button } from './button';
import { DialogCancel, DialogShell } from './dialog-shell';
import * as styles from './dialog.css';
import * as form from './report-dialog.css';
import * as limit from './limited-textarea.css';
import { LimitedTextarea, tooLong as isTooLong } from './limited-textarea';
import { errorMessage } from '../lib/http';

export type ReportInput = { reason: ReportReason; details?: string };

type ReportPostDialogProps = {
  /** What is reported, for the title: 'thread', 'reply', 'review'. */
  item: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Resolves true once reported (the dialog then closes and forgets what was chosen). */
  onSubmit: (input: ReportInput) => Promise<boolean>;
  error?: string | null;
};

/**
 * 'Report' on someone else's thread, reply or review (issue 29): a reason from the short list and
 * optional details (at most 500 characters) for the moderators.
 */
export function ReportPostDialog({ item, open, onOpenChange, pending, onSubmit, error = null }: ReportPostDialogProps) {
  const id = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const tooLong = isTooLong(details, REPORT_DETAILS_MAX);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason || tooLong || pending) return;
    const text = details.trim();
    if (await onSubmit(text ? { reason, details: text } : { reason })) {
      setReason(null);
      setDetails('');
    }
  };
  return (
    <DialogShell
      title={`Report this ${item}`}
      description="The moderators will review it. Tell them what is wrong."
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      scroll
    >
      <form className={form.form} onSubmit={submit} aria-label={`Report this ${item}`}>
        <fieldset className={form.reasons}>
          <legend className={form.legend}>Reason</legend>
          {REPORT_REASONS.map((r) => (
            <label key={r} className={form.reason}>
              <input type="radio" name={`${id}-reason`} value={r} checked={reason === r} onChange={() => setReason(r)} required />
              {reportReasonLabels[r]}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${id}-details`} className={form.label}>Details (optional)</label>
        <LimitedTextarea id={`${id}-details`} value={details} onChange={setDetails} max={REPORT_DETAILS_MAX} tooLongMessage={reportMessages.detailsTooLong} />
        {error ? <p className={limit.error} role="alert">{error}</p> : null}
        <div className={styles.actions}>
          <DialogCancel pending={pending} />
          <Button type="submit" tone="danger" size="sm" disabled={pending || tooLong || !reason}>{pending ? 'Reporting...' : 'Report'}</Button>
        </div>
      </form>
    </DialogShell>
  );
}

type ReportButtonProps = {
  item: string;
  /** Sends the report (the feature's own call); resolves once it is recorded. */
  send: (input: ReportInput) => Promise<unknown>;
  /** The viewer reported it before (their own, never-cached state: the page is the same for everyone). */
  reported?: boolean;
  className?: string;
};

/** 'Report' and its dialog; once sent, or reported before, it says 'Reported' (a second report would answer the same). */
export function ReportButton({ item, send, reported = false, className }: ReportButtonProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ pending: boolean; done: boolean; error: string | null }>({ pending: false, done: false, error: null });
  if (state.done || reported) return <span className={[limit.count, className].filter(Boolean).join(' ')} role="status">Reported</span>;
  const submit = async (input: ReportInput) => {
    setState({ pending: true, done: false, error: null });
    try {
      await send(input);
      setState({ pending: false, done: true, error: null });
      setOpen(false);
      toast({ title: reportMessages.reported, tone: 'success' });
      return true;
    } catch (err) {
      setState({ pending: false, done: false, error: errorMessage(err, 'Could not send the report') });
      return false;
    }
  };
  return (
    <>
      <Button tone="ghost" size="sm" className={className} onClick={() => setOpen(true)}>Report</Button>
      <ReportPostDialog item={item} open={open} onOpenChange={setOpen} pending={state.pending} onSubmit={submit} error={state.error} />
    </>
  );
}
