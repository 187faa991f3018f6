import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Field } from '../../../ui/field';
import { SkeletonLines } from '../../../ui/skeleton';
import { lookupPreferences, requestManageLink, type Lookup, type LookupResult } from '../api/preferences';
import type { NewsletterCategory, Subscription } from '../api/types';
import { isValidEmail } from '../lib/signup';
import { isOwnAddress } from '../lib/status';
import { useUrlToken } from '../../../lib/url-token';
import { SubscriptionEditor } from './subscription-editor';
import * as styles from './preferences-manager.css';

type View =
  | { kind: 'enter'; error?: string }
  | { kind: 'loading' }
  | { kind: 'found'; categories: NewsletterCategory[]; subscription: Subscription; auth: Lookup }
  | { kind: 'message'; tone: 'info' | 'error'; text: string };

const failure = (err: unknown) => (err instanceof ApiError && err.message ? err.message : m.unknownError);

/** Anyone else's address gets the neutral answer, and its owner an emailed link (privacy first: SPEC's issue 12). */
async function runLookup(email: string, ownerEmail: string | null): Promise<View> {
  if (!isOwnAddress(email, ownerEmail)) {
    const res = await requestManageLink(email);
    return { kind: 'message', tone: 'info', text: res?.message || m.neutralLookup };
  }
  return toView(await lookupPreferences({ email }), { email });
}

function toView(result: LookupResult, auth: Lookup): View {
  if (result.kind === 'none') return { kind: 'message', tone: 'info', text: m.notFound };
  if (result.kind === 'neutral') return { kind: 'message', tone: 'info', text: result.data.message || m.neutralLookup };
  return { kind: 'found', categories: result.data.allCategories, subscription: result.data.subscription, auth };
}

/**
 * SPEC 2 '/newsletter' preferences manager: look up an address, then edit its topics. The full view is
 * for the signed-in owner of the address (`ownerEmail`) or for an emailed link's token (read after
 * hydration, never on the server); everyone else gets the neutral answer. Nothing here is cached.
 */
export function PreferencesManager({ ownerEmail }: { ownerEmail: string | null }) {
  const id = useId();
  const token = useUrlToken();
  const [email, setEmail] = useState('');
  const [view, setView] = useState<View>({ kind: 'enter' });
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!token) return;
    // Only the last run's answer is shown (StrictMode runs this twice in development).
    let current = true;
    setView({ kind: 'loading' });
    lookupPreferences({ token })
      .then((r) => current && setView(toView(r, { token })))
      .catch((err: unknown) => current && setView({ kind: 'message', tone: 'error', text: failure(err) }));
    return () => {
      current = false;
    };
  }, [token]);

  const reset = () => {
    setEmail('');
    setView({ kind: 'enter' });
    requestAnimationFrame(() => inputRef.current?.focus());
  };

  const onLookup = (e: FormEvent) => {
    e.preventDefault();
    if (!isValidEmail(email)) {
      setView({ kind: 'enter', error: m.formEmail });
      inputRef.current?.focus();
      return;
    }
    setView({ kind: 'loading' });
    runLookup(email.trim(), ownerEmail).then(setView, (err: unknown) => setView({ kind: 'message', tone: 'error', text: failure(err) }));
  };

  return (
    <Card as="section" padding="lg" className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>Manage your preferences</h2>
      {view.kind === 'found' ? (
        <SubscriptionEditor idPrefix={id} categories={view.categories} initial={view.subscription} auth={view.auth} onChangeEmail={reset} />
      ) : (
        <>
          <p className={styles.lead}>
            Enter the address you subscribed with. If you are signed in with it, you can change your topics here;
            otherwise we email that address a private link to manage them.
          </p>
          <form className={styles.lookup} onSubmit={onLookup} noValidate aria-label="Look up a subscription">
            <Field
              ref={inputRef}
              label="Your email address"
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              error={view.kind === 'enter' ? view.error : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" disabled={view.kind === 'loading'}>Look up</Button>
          </form>
          {view.kind === 'loading' ? (
            <div role="status" aria-label="Looking up the subscription" className={styles.loading}>
              <SkeletonLines lines={['half', 'text']} />
            </div>
          ) : null}
          {view.kind === 'message' ? <Alert tone={view.tone} live>{view.text}</Alert> : null}
        </>
      )}
      <p className={styles.footer}>
        <span>How we handle your address:</span>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
      </p>
    </Card>
  );
}
