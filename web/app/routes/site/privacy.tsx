import { Link } from 'react-router-dom';
import { TitledPage } from '../../../ui/titled-page';
import * as styles from './site.css';

export function PrivacyRoute() {
  return (
    <TitledPage as="article" className={styles.prose} title="Privacy Policy"
      lead="Sexual health is private. We collect as little as we can and never sell what we hold."
    >
      <p className={styles.updated}>Last updated: November 2026</p>
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your account:</strong> display name, email address, your role, the date you joined, and an avatar
          if you upload one. Your email, name and password hash are stored encrypted with a key that belongs to you
          alone (see <a href="#erasure">Erasing your data</a>); the password itself is never stored, only a one-way
          hash of it.
        </li>
        <li>
          <strong>Avatars:</strong> an image you upload (PNG, JPEG or WebP, at most 2 MB) is checked, re-encoded into
          small square copies and served from this site. Everything else the file carried, such as where a photo was
          taken or which camera took it, is removed. The copies are deleted when you replace or remove your avatar,
          or delete your account. We do not accept links to images on other sites, so your browser never loads an
          image from a place another member chose.
        </li>
        <li>
          <strong>Sign-up:</strong> a new account stays inactive until you follow the link we email you. If nobody
          follows it within 48 hours, the sign-up expires and its encrypted details are erased by destroying its key.
          Signing up with an address that already has an account tells the person signing up nothing; the owner of the
          address gets an email about the attempt.
        </li>
        <li>
          <strong>What you post:</strong> forum threads, replies, comments, votes, reports and reviews. They are shown
          publicly under your display name, or as &lsquo;Anonymous member&rsquo; when you post a forum thread or reply
          anonymously (see <a href="#anonymous">Posting anonymously</a>). The text you write is encrypted with your
          key like your account details.
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
          queries are not written to our logs, are not linked to you, and are kept out of the browser tab&apos;s title.
        </li>
        <li>
          <strong>Technical records:</strong> server logs record the time, the page or call requested (never its
          search words), a request id, the IP address, your member number when you are signed in, and security events
          such as failed logins. They never hold an email address, a password, a search query or a cookie. To stop
          abuse, we count recent attempts (logins, sign-ups, posts, searches) per IP address and per account for up
          to 24 hours (a login blocked after repeated failures stays blocked up to a day, and is remembered a day
          longer); attempts for an email address are counted under a keyed fingerprint of it, never the address.
        </li>
      </ul>
      <h2>Cookies and storage</h2>
      <p>
        We use one essential cookie to keep you signed in; it cannot be read by scripts and ends when you sign out,
        after 24 hours without activity (30 minutes for staff), or at the latest after 30 days. A second cookie says
        only that a session exists (it holds no identifier and can be read by the page&apos;s scripts), so pages can
        skip asking who you are when you are not signed in. Your browser also remembers that you have seen the 18+
        notice, and whether you switched on discreet mode; each tab keeps a count of our pages opened in it, for
        Quick exit, deleted when the tab closes or by Quick exit. We use no advertising or analytics trackers, and every
        script, style, font and image comes from this site: no page asks another site for anything.
      </p>
      <h2 id="safety">On a shared device</h2>
      <ul>
        <li>
          <strong>Quick exit.</strong> The Quick exit button on every page, or pressing Escape three times in a row,
          hides the page at once, walks this tab back to the first page of ours you opened in it, puts a weather
          search in that page&apos;s place, and deletes what this site kept in the tab (the count of its pages there).
          Back from the weather search goes to wherever you were before our site, never to one of our pages. What
          remains, because a browser does not let a website erase it: the browser&apos;s history list and address-bar
          suggestions; our pages in the Forward list of this tab; our pages in other tabs and windows; and, if the
          browser refuses to let the site keep that count, our pages opened before the last full page load. Without
          JavaScript, the button only opens the weather search. Use a private window, or clear your browsing history,
          if someone may look.
        </li>
        <li>
          <strong>Discreet mode</strong> (in the footer) shows &lsquo;Notes&rsquo; and a plain icon in the browser
          tab instead of our name. It is remembered in this browser only.
        </li>
        <li>
          <strong>No personal details in titles or subjects.</strong> Page titles and the subjects of our emails never
          contain your name, your address or what you searched for.
        </li>
      </ul>
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
      <h2 id="anonymous">Posting anonymously</h2>
      <p>
        When you tick &lsquo;Post anonymously&rsquo; on a forum thread or reply, other members and readers see
        &lsquo;Anonymous member&rsquo; and nothing that links the post to your account: no name, picture, profile link
        or post count. Only you are shown that the post is yours. Moderators can look up the author of an anonymous
        post when they must (for example to act on a report), and every such look-up is itself recorded in the audit
        trail.
      </p>
      <h2>Your choices and rights</h2>
      <ul>
        <li>Edit your display name, avatar and password at any time in <Link to="/profile/settings">Account Settings</Link>.</li>
        <li>
          <strong>Export your data:</strong> in <Link to="/profile/settings?tab=account">Account Settings, Account</Link>,
          &lsquo;Export my data&rsquo; prepares a file (JSON) with everything we store about you: your profile, your
          comments, threads, replies, reviews, votes, reports, newsletter subscription and the history of your own
          actions. Only you can download it, and it is deleted after 24 hours.
        </li>
        <li>
          <strong>Delete your account</strong> in the same place, after confirming your password. See{' '}
          <a href="#erasure">Erasing your data</a>.
        </li>
        <li>Change your newsletter topics or unsubscribe at any time, from the link in any newsletter or on the <Link to="/newsletter">Newsletter</Link> page.</li>
      </ul>
      <h2 id="erasure">Erasing your data</h2>
      <p>
        Our records are kept as a history of changes, and everything personal in it is encrypted with a key that
        belongs to you alone. Deleting your account destroys that key at once. From then on your email, display name,
        avatar, password hash and the text of everything you wrote are unreadable everywhere, in the history and in
        any rebuild of the site&apos;s data; your posts show as &lsquo;[deleted]&rsquo; by &lsquo;[deleted]&rsquo;,
        your sessions end on every device, your newsletter subscription is erased the same way, and your uploaded
        avatar and any data export are deleted. Vote totals and the shape of forum threads stay, so other
        members&apos; conversations still make sense. You can sign up again later with the same address.
      </p>
      <h2>Security</h2>
      <p>
        Connections are encrypted, passwords are hashed with a memory-hard algorithm (argon2id) and sealed with your
        key, the keys themselves are encrypted with a master key kept apart from the data, sessions expire after a
        period of inactivity, and signing out ends the session on the server.
      </p>
      <h2>Questions</h2>
      <p>
        Write to us through the <Link to="/contact">Contact</Link> page.
      </p>
    </TitledPage>
  );
}
