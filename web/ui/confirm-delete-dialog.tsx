import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from './button';
import * as styles from './dialog.css';
import { useInertPage } from './use-inert-page';

type Props = {
  /** 'Delete reply?' */
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
};

/**
 * A deletion's confirmation (a member's thread, reply or review). Radix's AlertDialog.Overlay is
 * left out: it locks scrolling by injecting a <style> element, which the CSP refuses.
 */
export function ConfirmDeleteDialog({ title, description, open, onOpenChange, onConfirm, pending }: Props) {
  useInertPage(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <div className={styles.backdrop} aria-hidden="true" />
        <AlertDialog.Content className={styles.dialog()}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{description}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel asChild>
              <Button tone="secondary" size="sm" disabled={pending}>Cancel</Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
            <Button tone="danger" size="sm" onClick={onConfirm} disabled={pending}>{pending ? 'Deleting...' : 'Delete'}</Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
