import { Link } from 'react-router-dom';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { AuthPage } from './auth-page';

export function ForgotPasswordRoute() {
  return (
    <AuthPage
      title="Reset your password"
      subtitle="Enter the email you signed up with. If it has an account, we'll send a link to choose a new password."
      footer={<p>Remembered it? <Link to="/login">Back to log in</Link></p>}
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}
