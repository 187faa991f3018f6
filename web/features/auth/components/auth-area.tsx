import { lazy, Suspense } from 'react';
import { ButtonLink } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useAuth } from '../api/get-session';
import * as styles from './auth-area.css';

// Only signed-in visitors need the dropdown (Radix menu + positioning); keep it out of the first page's JS.
const ProfileMenu = lazy(async () => ({ default: (await import('./profile-menu')).ProfileMenu }));

/**
 * Header auth area: Log In / Sign Up, or the profile menu once the session says who is signed in.
 * While the session loads it shows the signed-out links, as the server renders them, so most readers'
 * header never moves; a member's links give way to the menu.
 */
export function AuthArea({ className }: { className?: string }) {
  const auth = useAuth();
  const cls = [styles.area, className].filter(Boolean).join(' ');
  if (auth.status === 'authenticated') {
    return (
      <div className={cls}>
        <Suspense fallback={<Spinner label="Loading your account menu" />}>
          <ProfileMenu user={auth.user} />
        </Suspense>
      </div>
    );
  }
  return (
    <div className={cls}>
      <ButtonLink to="/login" tone="ghost" size="sm">Log In</ButtonLink>
      <ButtonLink to="/register" tone="primary" size="sm">Sign Up</ButtonLink>
    </div>
  );
}
