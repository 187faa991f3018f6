import { Link } from 'react-router-dom';
import { ContactForm } from '../../../features/contact/components/contact-form';
import { Card } from '../../../ui/card';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from './site.css';

export function ContactRoute() {
  return (
    <TitledPage as="article" className={styles.prose} title="Contact"
      lead="We read every message, and we are glad to hear about mistakes."
    >
      <Card tone="plum" padding="md" as="aside" aria-label="If you need help now">
        <strong>Need help now?</strong> We cannot give individual medical advice or respond to emergencies. If you
        are in danger or need urgent care, call your local emergency number. For tests, contraception or symptoms,
        a local sexual-health clinic or your doctor can help.
      </Card>
      <h2>Write to us</h2>
      <p>
        Tell us about a correction, a problem with the site, a privacy request or anything else. If something in an
        article looks wrong, out of date or hurtful, please say which page and what you noticed: editors review
        corrections and update the article along with its last-reviewed date.
      </p>
      <ContactForm />
      <h2>Your account and your data</h2>
      <p>
        You can change your display name, avatar and password yourself in{' '}
        <Link to="/profile/settings">Account Settings</Link>. To get a copy of your data or to close your account,
        choose &lsquo;Privacy or data request&rsquo; above and use the address you signed up with. Newsletter topics
        are managed on the <Link to="/newsletter">Newsletter</Link> page. See the{' '}
        <Link to="/privacy">Privacy Policy</Link> for details.
      </p>
      <h2>Reporting a post</h2>
      <p>
        If a forum post or comment breaks our <Link to="/terms">community rules</Link>, for example because it
        harasses someone or shares identifying details, send us a link to it with the topic &lsquo;Report a problem
        with the site&rsquo;. Moderators review reports and remove content that breaks the rules.
      </p>
    </TitledPage>
  );
}
