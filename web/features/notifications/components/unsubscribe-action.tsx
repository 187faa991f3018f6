import { useState } from 'react';
import { Link } from 'react-router-dom';
import { notificationMessages as m } from '../../../../schemas/notifications/messages';
import { errorMessage } from '../../../lib/http';
import { useUrlToken } from '../../../lib/url-token';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { unsubscribeByToken } from '../api/notifications';
import * as styles from './settings.css';

type State = { kind: 'idle' | 'pending' } | { kind: 'done' | 'failed'; text: string };

/**
 * A notification email's unsubscribe link (issue 29): opening it changes nothing (a mail scanner
 * unsubscribes no one); the reader's click POSTs the signed token, which stops that kind of email.
 * The token is read after hydration and taken out of the address bar (lib/url-token).
 */
export function UnsubscribeAction() {
  const token = useUrlToken();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const onClick = () => {
    if (!token || state.kind === 'pending') return;
    setState({ kind: 'pending' });
    unsubscribeByToken(token).then(
      (res) => setState({ kind: 'done', text: res.message }),
      (err: unknown) => setState({ kind: 'failed', text: errorMessage(err, m.badToken) }),
    );
  };
  return (
    <Card padding="lg" className={styles.section}>
      {state.kind === 'done' ? (
        <Alert tone="success">{state.text}</Alert>
      ) : (
        <>
          <p className={styles.text}>Press the button and we will stop sending you this kind of notification email. You will still see every notification under the bell when you are signed in.</p>
          {token === null ? <Alert tone="error">{m.badToken}</Alert> : null}
          {state.kind === 'failed' ? <Alert tone="error">{state.text}</Alert> : null}
          <Button tone="danger" size="lg" block onClick={onClick} disabled={!token || state.kind === 'pending'}>
            {state.kind === 'pending' ? 'Please wait…' : 'Stop these emails'}
          </Button>
        </>
      )}
      <p className={styles.text}><Link to="/profile/settings?tab=notifications">Choose which emails you get</Link></p>
    </Card>
  );
}
