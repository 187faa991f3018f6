import { Link, useSearchParams } from 'react-router-dom';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { Alert } from '../../../ui/alert';
import { AuthPage } from './auth-page';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <AuthPage
      title="Choose a new password"
      footer={<p><Link to="/login">Back to log in</Link></p>}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert tone="error" live={false}>
          This reset link is incomplete. Please open the link from the email again, or{' '}
          <Link to="/forgot-password">request a new one</Link>.
        </Alert>
      )}
    </AuthPage>
  );
}
