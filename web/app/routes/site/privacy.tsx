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
          <strong>Newsletter:</strong> if you subscribe, your email address, the topics you chose, where you signed up
          (the home page or the newsletter page) and the subscription&apos;s status (waiting for confirmation,
          subscribed or unsubscribed). See <a href="#newsletter">Newsletter</a> below.
        </li>
        <li>
          <strong>Messages to us:</strong> what you send through the <Link to="/contact">contact form</Link>. See{' '}
          <a href="#contact-form">Contact form</a> below.
        </li>
        <li>
          <strong>Searches:</strong> what you type in the search box is used to answer you and then forgotten. Search
          queries are not written to our logs or linked to you.
        </li>
        <li>
          <strong>Technical records:</strong> short-lived server logs (time, page requested, a request id) used to
          keep the site secure and working. Email addresses in security logs are masked.
        </li>
      </ul>
      <h2>Cookies and storage</h2>
      <p>
        We use one essential cookie to keep you signed in; it cannot be read by scripts and expires when your session
        ends or times out. A second cookie says only that a session exists (it holds no identifier), so pages can
        skip asking who you are when you are not signed in. Your browser also remembers that you have seen the 18+
        notice. We use no advertising or analytics trackers and load no third-party scripts.
      </p>
      <h2 id="newsletter">Newsletter</h2>
      <ul>
        <li>
          <strong>Double opt-in.</strong> After you sign up we send one email with a confirmation link. Nothing else is
          sent until you open it and press the confirm button, so nobody can subscribe you without your inbox.
        </li>
        <li>
          <strong>Your address is sealed.</strong> It is stored encrypted with a key of its own, kept apart from the
          rest of our records; our own lookups use a keyed fingerprint of it, never the address in the clear.
        </li>
        <li>
          <strong>Nobody else can check it.</strong> Whether an address is subscribed is never shown to someone who
          does not own it. On the <Link to="/newsletter">Newsletter</Link> page, anyone who enters an address gets
          the same answer, and its owner gets a private link by email.
        </li>
        <li>
          <strong>Unsubscribing is one click.</strong> Every newsletter carries a link to manage your topics and one to
          unsubscribe from everything, and your email app&apos;s own Unsubscribe button works too (one-click
          unsubscribe). Choosing no topics on the Newsletter page also unsubscribes you.
        </li>
      </ul>
      <h2 id="contact-form">Contact form</h2>
      <p>
        A message you send through the <Link to="/contact">contact form</Link> is emailed to the Open Sex Guide team
        with the name, address and topic you gave. It is not stored on the site. We use your address only to reply,
        and the form is rate-limited to keep spam out.
      </p>
      <h2>Why we use it</h2>
      <ul>
        <li>To run your account and show your posts.</li>
        <li>To send the newsletter you asked for (after you confirm it), and password-reset emails when you request them.</li>
        <li>To answer messages you send us.</li>
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
        <li>Change your newsletter topics or unsubscribe at any time, from the link in any newsletter or on the <Link to="/newsletter">Newsletter</Link> page.</li>
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
