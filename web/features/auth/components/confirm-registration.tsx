import { Link } from 'react-router-dom';
import { authMessages as m } from '../../../../schemas/auth/messages';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useConfirmRegistration } from '../api/register';
import { useUrlToken } from '../../../lib/url-token';
import * as styles from './form.css';

/**
 * The page an emailed sign-up link opens. Opening it activates nothing (a mail scanner that follows
 * the link changes nothing); the person's click POSTs the token, which signs them in.
 */
export function ConfirmRegistration() {
  const token = useUrlToken();
  const confirm = useConfirmRegistration();
  const missing = token === null;
  return (
    <div className={styles.form}>
      <p>Press the button to activate your account and sign in. If you did not sign up, close this page: nothing happens.</p>
      {missing ? <Alert tone="error">{m.confirmInvalid}</Alert> : null}
      {confirm.isError ? <Alert tone="error">{confirm.error.message || m.confirmInvalid}</Alert> : null}
      <Button size="lg" block onClick={() => token && confirm.mutate(token)} disabled={!token || confirm.isPending || confirm.isSuccess}>
        {confirm.isPending ? 'Activating…' : 'Activate my account'}
      </Button>
      <p className={styles.small}>
        Link expired? <Link to="/register">Sign up again</Link>. Already active? <Link to="/login">Log in</Link>.
      </p>
    </div>
  );
}
