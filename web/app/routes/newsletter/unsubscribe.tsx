import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { unsubscribeWithToken } from '../../../features/newsletter/api/preferences';
import { TokenAction } from '../../../features/newsletter/components/token-action';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from './newsletter.css';

/** /newsletter/unsubscribe?token= : the link from an email; the button unsubscribes from everything. */
export function NewsletterUnsubscribeRoute() {
  return (
    <TitledPage className={styles.narrow} noindex title="Unsubscribe"
      lead="Stop all Open Sex Guide newsletters to this address."
      description="Unsubscribe from every Open Sex Guide newsletter with one click."
    >
      <TokenAction
        intro={<p>Press the button and we will stop sending every newsletter to this address. You can subscribe again at any time.</p>}
        buttonLabel="Unsubscribe from all newsletters"
        tone="danger"
        run={unsubscribeWithToken}
        doneText={m.unsubscribedAll}
      />
    </TitledPage>
  );
}
