import { useState, type FormEvent } from 'react';
import { accountMessages } from '../../../../schemas/account/messages';
import { Button } from '../../../ui/button';
import { AlertCancel, AlertShell } from '../../../ui/confirm-delete-dialog';
import { Field } from '../../../ui/field';
import { useDeleteAccount } from '../api/delete-account';
import * as dialogStyles from '../../../ui/dialog.css';
import * as styles from './delete-account-dialog.css';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onDeleted: () => void };

/**
 * The last step of deleting an account: the password, then the server erases everything at once.
 */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!password) return setError(accountMessages.passwordRequired);
    setError(undefined);
    remove.mutate(password, { onSuccess: onDeleted, onError: (err) => setError(err.message) });
  };
  const onChange = (next: boolean) => {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      setError(undefined);
    }
    onOpenChange(next);
  };

  return (
    <AlertShell
      title="Delete your account for good?"
      description="Your email, display name, avatar and everything you wrote will be erased now, and you will be signed out everywhere. This cannot be undone."
      open={open}
      onOpenChange={onChange}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Confirm account deletion">
        <Field
          label="Your password" type="password" name="password" autoComplete="current-password" required autoFocus
          value={password} error={error} onChange={(e) => setPassword(e.target.value)}
        />
        <div className={dialogStyles.actions}>
          <AlertCancel pending={remove.isPending}>Keep my account</AlertCancel>
          {/* Not AlertDialog.Action: that would close the dialog before the server has answered. */}
          <Button type="submit" tone="danger" size="sm" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </AlertShell>
  );
}
