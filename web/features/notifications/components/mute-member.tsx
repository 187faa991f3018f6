import { useState } from 'react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { errorMessage } from '../../../lib/http';
import { useMute, useNotificationSettings } from '../api/notifications';
import * as styles from './mute-member.css';

/**
 * Mute or unmute a member from their profile (issue 29): a muted member's replies and mentions
 * notify nobody who muted them. Shown to a signed-in member on someone else's profile once their
 * own muted list has loaded (Settings › Alerts lists it too); the answer's text says what changed.
 */
export function MuteMember({ memberId, name }: { memberId: number; name: string }) {
  const settings = useNotificationSettings();
  const mute = useMute();
  const [said, setSaid] = useState('');
  if (!settings.data) return null;
  const muted = settings.data.muted.some((m) => m.id === memberId);
  return (
    <div className={styles.mute}>
      <Button
        tone="secondary"
        size="sm"
        aria-pressed={muted}
        aria-label={muted ? `Unmute ${name}` : `Mute ${name}`}
        disabled={mute.isPending}
        onClick={() => mute.mutate({ userId: memberId, mute: !muted }, { onSuccess: (res) => setSaid(res.message) })}
      >
        {muted ? 'Unmute' : 'Mute'}
      </Button>
      <p className={styles.said} role="status">
        {said}
      </p>
      {mute.isError ? <Alert tone="error">{errorMessage(mute.error, 'Could not change who you muted.')}</Alert> : null}
    </div>
  );
}
