import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type FormEvent } from 'react';
import { reportMessages } from '../../../../schemas/comments/messages';
import { useInertPage } from '../../../ui/use-inert-page';
import { Button } from '../../../ui/button';
import * as formStyles from './comment-form.css';
import * as styles from '../../../ui/dialog.css';
import { textarea } from '../../../ui/textarea.css';

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
 * No Radix Overlay: it locks scrolling with an injected <style>, which the CSP refuses.
 */
export function ReportDialog({ open, onOpenChange, pending, onSubmit, onCloseAutoFocus }: ReportDialogProps) {
  useInertPage(open);
  const id = useId();
  const [reason, setReason] = useState('');
  const length = [...reason].length;
  const tooLong = length > REPORT_REASON_MAX;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong || pending) return;
    if (await onSubmit(reason.trim())) setReason('');
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => { if (!pending) onOpenChange(next); }}>
      <Dialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <Dialog.Content className={styles.dialog()} onCloseAutoFocus={onCloseAutoFocus}>
          <Dialog.Title className={styles.title}>Report this comment</Dialog.Title>
          <Dialog.Description className={styles.description}>
            The moderators will review it. You can tell them what is wrong; this is optional.
          </Dialog.Description>
          <form className={formStyles.form} onSubmit={submit} aria-label="Report this comment">
            <label htmlFor={`${id}-reason`}>Reason (optional)</label>
            <textarea
              id={`${id}-reason`}
              className={textarea}
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={tooLong || undefined}
              aria-describedby={`${id}-limit`}
            />
            {tooLong ? (
              <p id={`${id}-limit`} className={formStyles.error} role="alert">{reportMessages.reasonTooLong}</p>
            ) : (
              <p id={`${id}-limit`} className={formStyles.count}>{`${length} / ${REPORT_REASON_MAX}`}</p>
            )}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button tone="secondary" size="sm" disabled={pending}>Cancel</Button>
              </Dialog.Close>
              <Button type="submit" tone="danger" size="sm" disabled={pending || tooLong}>{pending ? 'Reporting...' : 'Report'}</Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
