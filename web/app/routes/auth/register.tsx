import { Link, useLocation } from 'react-router-dom';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { AuthPage } from './auth-page';

export function RegisterRoute() {
  const { state } = useLocation();
  return (
    <AuthPage
      title="Create your account"
      subtitle="Free, private and judgement-free. Join the forum, comment on articles and review products."
      footer={<p>Already have an account? <Link to="/login" state={state}>Log in</Link></p>}
    >
      <RegisterForm />
    </AuthPage>
  );
}
