import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { unsubscribeWithToken } from '../../../features/newsletter/api/preferences';
import { TokenAction } from '../../../features/newsletter/components/token-action';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './newsletter.css';

/** /newsletter/unsubscribe?token= : the link from an email; the button unsubscribes from everything. */
export function NewsletterUnsubscribeRoute() {
  return (
    <div className={styles.narrow}>
      <PageHeader
        title="Unsubscribe"
        lead="Stop all Open Sex Guide newsletters to this address."
        description="Unsubscribe from every Open Sex Guide newsletter with one click."
        noindex
      />
      <TokenAction
        intro={<p>Press the button and we will stop sending every newsletter to this address. You can subscribe again at any time.</p>}
        buttonLabel="Unsubscribe from all newsletters"
        tone="danger"
        run={unsubscribeWithToken}
        doneText={m.unsubscribedAll}
      />
    </div>
  );
}
