import { useState } from 'react';
import { Button } from '../../../ui/button';
import { DeleteAccountDialog } from './delete-account-dialog';
import * as styles from './account.css';

/** Where the browser goes once the account is gone: a full load, so no state of the session survives. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/** 'Delete my account': what happens, in plain words, then the password dialog. */
export function DeleteAccount({ isAdmin }: { isAdmin: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={styles.danger} aria-labelledby="delete-heading">
      <h2 id="delete-heading" className={styles.dangerHeading}>Delete my account</h2>
      <p className={styles.text}>Deleting your account erases your personal data at once and for good:</p>
      <ul className={styles.list}>
        <li>your email address, display name, avatar and password can no longer be read by anyone, including us;</li>
        <li>your comments, replies, forum threads and posts and product reviews show as '[deleted]' by '[deleted]';</li>
        <li>your newsletter subscription is removed and any data export you made is deleted;</li>
        <li>you are signed out on every device.</li>
      </ul>
      <p className={styles.text}>
        What stays: the structure of conversations (other members' replies to you remain, under a '[deleted]' post)
        and vote totals and ratings, which hold no personal data. This cannot be undone. If you want a copy of your
        data, export it first.
      </p>
      {isAdmin ? <p className={styles.meta}>Administrators can delete their account only while another administrator remains.</p> : null}
      <div className={styles.row}>
        <Button tone="danger" onClick={() => setOpen(true)}>Delete my account...</Button>
      </div>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} onDeleted={() => window.location.replace(ACCOUNT_DELETED_PATH)} />
    </section>
  );
}
