import { errorMessage } from '../../../lib/http';
import { fullDateTime, relativeTime } from '../../../lib/relative-time';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useSessions, useSignOutSession } from '../api/sessions';
import * as styles from './account.css';

/** Settings' 'Where you're signed in' (issue 29): each session's device and times, signed out one by one or all but this one. */
export function SignedInSessions() {
  const sessions = useSessions();
  const signOut = useSignOutSession();
  // This device first, then the others newest first (the server's order).
  const list = [...(sessions.data?.sessions ?? [])].sort((x, y) => Number(y.current) - Number(x.current));
  const others = list.filter((s) => !s.current).length;
  const pendingId = signOut.isPending ? signOut.variables : null;

  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={styles.heading}>Where you&apos;re signed in</h2>
      <p className={styles.text}>
        Each browser or device you signed in with. If you do not recognise one, sign it out and change your password.
      </p>
      {sessions.isPending ? <Spinner label="Loading your sessions" /> : null}
      {sessions.isError ? <Alert tone="error">{errorMessage(sessions.error, 'Your sessions could not be loaded.')}</Alert> : null}
      {list.length ? (
        <ul className={styles.sessionList}>
          {list.map((s) => (
            <li key={s.id} className={styles.sessionItem}>
              <div className={styles.sessionText}>
                <span className={styles.sessionDevice}>
                  {s.device} {s.current ? <Badge tone="teal">This device</Badge> : null}
                </span>
                <span className={styles.meta}>
                  Signed in <time dateTime={s.createdAt ?? undefined} title={fullDateTime(s.createdAt)}>{relativeTime(s.createdAt)}</time>
                  {' · '}Last active <time dateTime={s.lastSeenAt ?? undefined} title={fullDateTime(s.lastSeenAt)}>{s.current ? 'now' : relativeTime(s.lastSeenAt)}</time>
                </span>
              </div>
              {s.current ? null : (
                <Button size="sm" tone="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate(s.id)} aria-label={`Sign out ${s.device}`}>
                  {pendingId === s.id ? 'Signing out...' : 'Sign out'}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <div className={styles.row}>
          <Button tone="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate('others')}>
            {pendingId === 'others' ? 'Signing out...' : 'Sign out everywhere else'}
          </Button>
        </div>
      ) : sessions.data ? <p className={styles.meta}>You are not signed in anywhere else.</p> : null}
      <div aria-live="polite">
        {signOut.isSuccess ? <Alert tone="success">{signOut.data.message}</Alert> : null}
        {signOut.isError ? <Alert tone="error">{errorMessage(signOut.error, 'Could not sign out that session.')}</Alert> : null}
      </div>
    </section>
  );
}
