import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import * as styles from './archive.css';

/** Subscribing, under the archive and under each issue. */
export function SubscribeCallout({ title }: { title: string }) {
  return (
    <Card as="aside" tone="teal" padding="lg" className={styles.cta} aria-label="Subscribe">
      <div className={styles.ctaText}>
        <p className={styles.ctaTitle}>{title}</p>
        <p className={styles.meta}>Only the topics you choose. Double opt-in, one-click unsubscribe.</p>
      </div>
      <ButtonLink to="/newsletter">Subscribe</ButtonLink>
    </Card>
  );
}
