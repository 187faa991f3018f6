import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useInertPage } from '../../../ui/use-inert-page';
import { Button } from '../../../ui/button';
import * as styles from '../../../ui/dialog.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  onCloseAutoFocus?: (e: Event) => void;
};

/**
 * Radix's AlertDialog.Overlay is left out on purpose: it locks scrolling by injecting a <style>
 * element, which the CSP refuses. The backdrop below is a plain element; focus is still trapped.
 */
export function DeleteCommentDialog({ open, onOpenChange, onConfirm, pending, onCloseAutoFocus }: Props) {
  useInertPage(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <AlertDialog.Content className={styles.dialog()} onCloseAutoFocus={onCloseAutoFocus}>
          <AlertDialog.Title className={styles.title}>Delete comment?</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>
            Are you sure you want to delete this comment? This action cannot be undone.
          </AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button tone="secondary" size="sm" disabled={pending}>Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button tone="danger" size="sm" onClick={onConfirm} disabled={pending}>
              {pending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
