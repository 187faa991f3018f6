import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { confirmSubscription } from '../../../features/newsletter/api/preferences';
import { TokenAction } from '../../../features/newsletter/components/token-action';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from './newsletter.css';

/** /newsletter/confirm?token= : double opt-in. Opening the link confirms nothing; the button does. */
export function NewsletterConfirmRoute() {
  return (
    <TitledPage className={styles.narrow} noindex title="Confirm your subscription"
      lead="One more step before we send you anything."
      description="Confirm your Open Sex Guide newsletter subscription."
    >
      <TokenAction
        intro={<p>Press the button to confirm that you want the Open Sex Guide newsletter at this address. If you did not ask for it, close this page and nothing will be sent.</p>}
        buttonLabel="Confirm my subscription"
        run={confirmSubscription}
        doneText={m.confirmed}
      />
    </TitledPage>
  );
}
