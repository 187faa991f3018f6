import { ConfirmRegistration } from '../../../features/auth/components/confirm-registration';
import { AuthPage } from './auth-page';

/** /register/confirm?token= : the emailed sign-up link. Client-rendered and noindex, like the other account screens. */
export function RegisterConfirmRoute() {
  return (
    <AuthPage title="Activate your account" subtitle="One more step: confirm that this address is yours.">
      <ConfirmRegistration />
    </AuthPage>
  );
}
