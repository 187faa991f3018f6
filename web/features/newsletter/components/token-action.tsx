import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { ApiError } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import type { NewsletterAnswer } from '../api/types';
import { useUrlToken } from '../../../lib/url-token';
import * as styles from './token-action.css';

type TokenActionProps = {
  intro: ReactNode;
  buttonLabel: string;
  tone?: 'primary' | 'danger';
  run: (token: string) => Promise<NewsletterAnswer>;
  /** Shown on success when the answer carries no message. */
  doneText: string;
};

type State = { kind: 'idle' } | { kind: 'pending' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

/**
 * An emailed link's page: the link only opens it (a GET changes nothing, so a mail scanner following it
 * confirms or unsubscribes no one); the reader's click POSTs the token. The token is read after
 * hydration and taken out of the address bar (lib/url-token), so the cached server render never sees it.
 */
export function TokenAction({ intro, buttonLabel, tone = 'primary', run, doneText }: TokenActionProps) {
  const token = useUrlToken();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const missing = token === null;

  const onClick = () => {
    if (!token || state.kind === 'pending') return;
    setState({ kind: 'pending' });
    run(token).then(
      (res) => setState({ kind: 'done', text: res?.message || doneText }),
      (err: unknown) => setState({ kind: 'failed', text: err instanceof ApiError && err.message ? err.message : m.unknownError }),
    );
  };

  return (
    <Card padding="lg" className={styles.card}>
      {state.kind === 'done' ? (
        <Alert tone="success">{state.text}</Alert>
      ) : (
        <>
          {intro}
          {missing ? <Alert tone="error">{m.token}</Alert> : null}
          {state.kind === 'failed' ? <Alert tone="error">{state.text}</Alert> : null}
          <Button tone={tone} size="lg" block onClick={onClick} disabled={!token || state.kind === 'pending'}>
            {state.kind === 'pending' ? 'Please wait…' : buttonLabel}
          </Button>
        </>
      )}
      <p className={styles.links}>
        <Link to="/newsletter">Manage your newsletter preferences</Link>
        <Link to="/privacy">Privacy Policy</Link>
      </p>
    </Card>
  );
}
