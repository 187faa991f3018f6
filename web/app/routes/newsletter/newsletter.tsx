import { Link } from 'react-router-dom';
import { useAuth } from '../../../features/auth/api/get-session';
import { PreferencesManager } from '../../../features/newsletter/components/preferences-manager';
import { SignupForm } from '../../../features/newsletter/components/signup-form';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './newsletter.css';

const DESCRIPTION =
  'Subscribe to the Open Sex Guide newsletter: new articles, expert interviews and community highlights, by topic. Double opt-in, one-click unsubscribe.';

/**
 * /newsletter (SPEC 2): the signup form (source 'newsletter-page') and the preferences manager. The
 * server renders it once for everyone: the signed-in owner's address and an emailed link's token only
 * come into play in the browser after hydration.
 */
export function NewsletterRoute() {
  const auth = useAuth();
  return (
    <div className={styles.page}>
      <PageHeader
        title="Newsletter"
        lead={<>Thoughtful sexual-health reading in your inbox, only on the topics you choose. <Link to="/newsletter/archive">Read past issues</Link>.</>}
        description={DESCRIPTION}
      />
      <div className={styles.columns}>
        <SignupForm source="newsletter-page" title="Subscribe" />
        <PreferencesManager ownerEmail={auth.user?.email ?? null} />
      </div>
    </div>
  );
}
