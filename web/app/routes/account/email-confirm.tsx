import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { emailChangeMessages as m } from '../../../../schemas/auth/email-change';
import { useConfirmEmailChange } from '../../../features/account/api/change-email';
import { useUrlToken } from '../../../lib/url-token';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import * as formStyles from '../../../features/auth/components/form.css';
import { AuthPage } from '../auth/auth-page';

/**
 * /account/email/confirm?token= : the link sent to a new address (issue 29). Opening it changes
 * nothing (a mail scanner following it does no harm); the person's click posts the token.
 * Client-rendered and not indexed, like the other account screens.
 */
export function EmailConfirmRoute() {
  const token = useUrlToken();
  const confirm = useConfirmEmailChange();
  const client = useQueryClient();
  return (
    <AuthPage title="Confirm your new email address" subtitle="One more step: confirm that this address is yours.">
      <div className={formStyles.form}>
        <p>Press the button to use this address for your account from now on. If you did not ask for this, close this page: nothing changes.</p>
        {token === null ? <Alert tone="error">{m.invalid}</Alert> : null}
        {confirm.isError ? <Alert tone="error">{confirm.error.message || m.invalid}</Alert> : null}
        {confirm.isSuccess ? (
          <Alert tone="success">
            {confirm.data.message} <Link to="/profile/settings?tab=security">Back to Settings</Link>
          </Alert>
        ) : (
          <Button
            size="lg" block disabled={!token || confirm.isPending}
            onClick={() => token && confirm.mutate(token, { onSuccess: () => void client.invalidateQueries() })}
          >
            {confirm.isPending ? 'Confirming…' : 'Use this address'}
          </Button>
        )}
      </div>
    </AuthPage>
  );
}
