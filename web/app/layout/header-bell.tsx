import { lazy, Suspense } from 'react';
import { useAuth } from '../../features/auth/api/get-session';

// Only signed-in members have a bell: its code (Radix popover, the live client) stays out of a first visit's bytes.
const NotificationBell = lazy(() => import('../../features/notifications/components/notification-bell'));

/** The header's notification bell (issue 29), on every width, once the session says who is signed in. */
export function HeaderBell() {
  const auth = useAuth();
  if (auth.status !== 'authenticated') return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell userId={Number(auth.user.id)} />
    </Suspense>
  );
}
