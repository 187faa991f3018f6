import { UnsubscribeAction } from '../../../features/notifications/components/unsubscribe-action';
import { PageHeader } from '../../../ui/page-header';
import * as styles from '../newsletter/newsletter.css';

/** /notifications/unsubscribe?token= : a notification email's link; the button stops that kind of email. */
export function NotificationsUnsubscribeRoute() {
  return (
    <div className={styles.narrow}>
      <PageHeader
        title="Unsubscribe"
        lead="Stop one kind of notification email from Open Sex Guide."
        description="Stop one kind of Open Sex Guide notification email with one click."
        noindex
      />
      <UnsubscribeAction />
    </div>
  );
}
