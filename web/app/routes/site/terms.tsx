import { Link } from 'react-router-dom';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from './site.css';

export function TermsRoute() {
  return (
    <TitledPage as="article" className={styles.prose} title="Terms of Service"
      lead="The rules for using Open Sex Guide, in plain language."
    >
      <p className={styles.updated}>Last updated: 2025</p>
      <h2>1. Who can use the site</h2>
      <p>
        Open Sex Guide is for adults. By using it you confirm that you are at least 18 years old, or the age of
        majority where you live if that is higher.
      </p>
      <h2>2. Education, not medical advice</h2>
      <p>
        Everything here is general education. It is not a diagnosis, treatment or a substitute for care from a
        qualified professional. Always speak to a clinician about your own health.
      </p>
      <h2>3. Your account</h2>
      <ul>
        <li>Give a working email address and keep your password to yourself.</li>
        <li>A pseudonym is welcome as your display name; do not impersonate anyone.</li>
        <li>You are responsible for what is posted from your account.</li>
      </ul>
      <h2>4. Community rules</h2>
      <p>Forum posts, comments and reviews are public. When you post, please:</p>
      <ul>
        <li>Be respectful. No harassment, hate, shaming or threats.</li>
        <li>Protect privacy: never share identifying details about yourself or anyone else.</li>
        <li>Keep it educational: no sexually explicit stories or images, and nothing involving minors, ever.</li>
        <li>No spam, advertising or undisclosed promotion.</li>
        <li>Do not present personal opinion as medical fact; point people to professionals when that is right.</li>
      </ul>
      <h2>5. Moderation</h2>
      <p>
        Posts appear straight away and moderators review them afterwards. We may hide or remove content that breaks
        these rules, and suspend accounts that repeatedly do so.
      </p>
      <h2>6. Your content</h2>
      <p>
        You keep the rights to what you write. You allow us to display it on the site for as long as it is posted.
      </p>
      <h2>7. Product reviews and affiliate links</h2>
      <p>
        Some product pages contain affiliate links, and we may earn a commission from qualifying purchases. Reviews
        are written independently of any commission.
      </p>
      <h2>8. Newsletter and messages</h2>
      <p>
        The newsletter is free and sent only to addresses whose owner confirmed the subscription. Subscribe only with
        an address you own; you can change your topics or unsubscribe at any time from any newsletter or on the{' '}
        <Link to="/newsletter">Newsletter</Link> page. Messages sent through the contact form reach our team by email;
        please do not use it for emergencies or to ask for an individual diagnosis.
      </p>
      <h2>9. Liability</h2>
      <p>
        We work hard to keep information accurate and current, but we cannot guarantee it is complete or suitable for
        your situation. To the extent the law allows, we are not liable for decisions made solely on the basis of
        the site&apos;s content.
      </p>
      <h2>10. Changes</h2>
      <p>
        If these terms change, we will update this page and its date. See also our{' '}
        <Link to="/privacy">Privacy Policy</Link>, or <Link to="/contact">contact us</Link> with questions.
      </p>
    </TitledPage>
  );
}
