import { Link } from 'react-router-dom';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './site.css';

export function PrivacyRoute() {
  return (
    <article className={styles.prose}>
      <PageHeader
        title="Privacy Policy"
        lead="Sexual health is private. We collect as little as we can and never sell what we hold."
      />
      <p className={styles.updated}>Last updated: 2025</p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> display name, email address, an optional avatar link, your role and the date
          you joined. Your password is stored only as a one-way hash; we cannot read it.
        </li>
        <li>
          <strong>What you post:</strong> forum threads, replies, comments, votes and reviews, shown publicly under
          your display name.
        </li>
        <li>
          <strong>Newsletter:</strong> if you subscribe, your email address and the topics you chose.
        </li>
        <li>
          <strong>Technical records:</strong> short-lived server logs (time, page requested, a request id) used to
          keep the site secure and working. Email addresses in security logs are masked.
        </li>
      </ul>
      <h2>Cookies and storage</h2>
      <p>
        We use one essential cookie to keep you signed in; it cannot be read by scripts and expires when your session
        ends or times out. Your browser also remembers that you have seen the 18+ notice. We use no advertising or
        analytics trackers and load no third-party scripts.
      </p>
      <h2>Why we use it</h2>
      <ul>
        <li>To run your account and show your posts.</li>
        <li>To send the newsletter you asked for, and password-reset emails when you request them.</li>
        <li>To prevent abuse, such as repeated failed logins or spam.</li>
      </ul>
      <h2>Who can see it</h2>
      <p>
        Other members see your display name, avatar and what you post, never your email address. Our staff see
        account details only to run and moderate the site. We do not sell or rent personal data.
      </p>
      <h2>Your choices and rights</h2>
      <ul>
        <li>Edit your display name, avatar and password at any time in <Link to="/profile/settings">Account Settings</Link>.</li>
        <li>Ask for a copy of your data, for a correction, or for your account to be deleted.</li>
        <li>Unsubscribe from newsletters at any time.</li>
      </ul>
      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed with a memory-hard algorithm, sessions expire after a period
        of inactivity, and signing out ends the session on the server.
      </p>
      <h2>Questions</h2>
      <p>
        Write to us through the <Link to="/contact">Contact</Link> page.
      </p>
    </article>
  );
}
