import { useId, useState, type FormEvent } from 'react';
import { reportMessages } from '../../../../schemas/comments/messages';
import { Button } from '../../../ui/button';
import { DialogCancel, DialogShell } from '../../../ui/dialog-shell';
import { LimitedTextarea, tooLong as isTooLong } from '../../../ui/limited-textarea';
import * as formStyles from './comment-form.css';
import * as styles from '../../../ui/dialog.css';

export const REPORT_REASON_MAX = 500;

type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Resolves true once reported (the dialog then closes and forgets the reason). */
  onSubmit: (reason: string) => Promise<boolean>;
  onCloseAutoFocus?: (e: Event) => void;
};

/**
 * 'Report' on someone else's comment: an optional reason (at most 500 characters) for the moderators.
 */
export function ReportDialog({ open, onOpenChange, pending, onSubmit, onCloseAutoFocus }: ReportDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const tooLong = isTooLong(reason, REPORT_REASON_MAX);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong || pending) return;
    if (await onSubmit(reason.trim())) setReason('');
  };
  return (
    <DialogShell
      title="Report this comment"
      description="The moderators will review it. You can tell them what is wrong; this is optional."
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <form className={formStyles.form} onSubmit={submit} aria-label="Report this comment">
        <label htmlFor={`${id}-reason`}>Reason (optional)</label>
        <LimitedTextarea id={`${id}-reason`} value={reason} onChange={setReason} max={REPORT_REASON_MAX} tooLongMessage={reportMessages.reasonTooLong} />
        <div className={styles.actions}>
          <DialogCancel pending={pending} />
          <Button type="submit" tone="danger" size="sm" disabled={pending || tooLong}>{pending ? 'Reporting...' : 'Report'}</Button>
        </div>
      </form>
    </DialogShell>
  );
}
