import { ButtonLink } from '../../../ui/button';
import type { Role } from '../api/types';
import * as styles from './auth-screens.css';

export function AccessDenied({ role }: { role: Role }) {
  return (
    <section className={styles.centered} aria-labelledby="access-denied-title">
      <title>Access Denied | Open Sex Guide</title>
      <span className={styles.icon} aria-hidden="true">!</span>
      <h1 id="access-denied-title">Access Denied</h1>
      <p className={styles.muted}>Access denied. Your role ({role}) lacks required permissions.</p>
      <ButtonLink to="/" tone="secondary">Back to the home page</ButtonLink>
    </section>
  );
}
