import { UnsubscribeAction } from '../../../features/notifications/components/unsubscribe-action';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from '../newsletter/newsletter.css';

/** /notifications/unsubscribe?token= : a notification email's link; the button stops that kind of email. */
export function NotificationsUnsubscribeRoute() {
  return (
    <TitledPage className={styles.narrow} noindex title="Unsubscribe"
      lead="Stop one kind of notification email from Open Sex Guide."
      description="Stop one kind of Open Sex Guide notification email with one click."
    >
      <UnsubscribeAction />
    </TitledPage>
  );
}
