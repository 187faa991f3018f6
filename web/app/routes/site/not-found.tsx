import { ButtonLink } from '../../../ui/button';
import * as styles from './site.css';

export function NotFoundRoute() {
  return (
    <section className={styles.centered} aria-labelledby="not-found-title">
      <title>Page not found | Open Sex Guide</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p className={styles.muted}>Sorry, the page you are looking for does not exist or has moved.</p>
      <ButtonLink to="/">Go to the home page</ButtonLink>
    </section>
  );
}
