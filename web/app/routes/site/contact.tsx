import { Link } from 'react-router-dom';
import { Card } from '../../../ui/card';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './site.css';

const CONTACT_EMAIL = 'hello@opensexguide.example';

export function ContactRoute() {
  return (
    <article className={styles.prose}>
      <PageHeader title="Contact" lead="We read every message, and we are glad to hear about mistakes." />
      <Card tone="plum" padding="md" as="aside" aria-label="If you need help now">
        <strong>Need help now?</strong> We cannot give individual medical advice or respond to emergencies. If you
        are in danger or need urgent care, call your local emergency number. For tests, contraception or symptoms,
        a local sexual-health clinic or your doctor can help.
      </Card>
      <h2>Feedback and corrections</h2>
      <p>
        If something in an article looks wrong, out of date or hurtful, please tell us which page and what you noticed.
        Editors review corrections and update the article along with its last-reviewed date.
      </p>
      <p>
        Email: <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
      </p>
      <h2>Your account and your data</h2>
      <p>
        You can change your display name, avatar and password yourself in{' '}
        <Link to="/profile/settings">Account Settings</Link>. To get a copy of your data or to close your account,
        email us from the address you signed up with. See the <Link to="/privacy">Privacy Policy</Link> for details.
      </p>
      <h2>Reporting a post</h2>
      <p>
        If a forum post or comment breaks our <Link to="/terms">community rules</Link>, for example because it
        harasses someone or shares identifying details, email us with a link to it. Moderators review reports and
        remove content that breaks the rules.
      </p>
    </article>
  );
}
