import { Link, useLocation } from 'react-router-dom';
import { useDemoCredentials } from '../../../features/auth/api/demo-credentials';
import { LoginForm } from '../../../features/auth/components/login-form';
import { AuthPage } from './auth-page';

export function LoginRoute() {
  const demo = useDemoCredentials();
  // Whoever was sent here from a page keeps their way back when they choose to sign up instead.
  const { state } = useLocation();
  return (
    <AuthPage
      title="Welcome Back"
      subtitle="Log in to join the forum, comment on articles and manage your profile."
      footer={<p>New here? <Link to="/register" state={state}>Sign up for free</Link></p>}
    >
      <LoginForm demo={demo.data} />
    </AuthPage>
  );
}
