import { useEffect, useState } from 'react';
import { EMAIL_CATEGORIES, EMAIL_CATEGORY_LABELS, type EmailFrequency, type EmailPreferences } from '../../../../schemas/notifications/kinds';
import { errorMessage } from '../../../lib/http';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useMute, useNotificationSettings, useSavePreferences } from '../api/notifications';
import * as styles from './settings.css';

const FREQUENCIES: { value: EmailFrequency; label: string }[] = [
  { value: 'immediately', label: 'Immediately' },
  { value: 'daily', label: 'Daily digest' },
  { value: 'never', label: 'Never' },
];

/**
 * Settings' notifications section (issue 29): for each kind of notification, whether it is also
 * emailed at once, in a daily digest or never (the bell shows every one regardless), and the
 * members this member muted, each with 'Unmute'. Staff with moderation also choose about reports.
 */
export function NotificationSettings({ staff }: { staff: boolean }) {
  const settings = useNotificationSettings();
  const save = useSavePreferences();
  const mute = useMute();
  const [draft, setDraft] = useState<EmailPreferences | null>(null);
  useEffect(() => {
    if (settings.data && draft === null) setDraft(settings.data.preferences);
  }, [settings.data, draft]);

  if (settings.isPending) return <Spinner label="Loading your notification settings" />;
  if (settings.isError) return <Alert tone="error">{settings.error.message}</Alert>;
  const prefs = draft ?? settings.data.preferences;
  const categories = EMAIL_CATEGORIES.filter((c) => c !== 'reports' || staff);
  const changed = categories.some((c) => prefs[c] !== settings.data.preferences[c]);

  return (
    <>
      <section className={styles.section} aria-labelledby="notification-email-heading">
        <h2 id="notification-email-heading" className={styles.heading}>Email notifications</h2>
        <p className={styles.text}>
          Everything appears under the bell at the top of the page. Choose what is also sent to your email address. Subjects never
          say who wrote or what was written.
        </p>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(prefs);
          }}
          className={styles.section}
        >
          <div className={styles.table}>
            {categories.map((c) => (
              <fieldset key={c} className={styles.row}>
                <legend className={styles.legend}>{EMAIL_CATEGORY_LABELS[c]}</legend>
                <div className={styles.choices}>
                  {FREQUENCIES.map((f) => (
                    <label key={f.value} className={styles.choice}>
                      <input type="radio" name={`email-${c}`} value={f.value} checked={prefs[c] === f.value} onChange={() => setDraft({ ...prefs, [c]: f.value })} />
                      {f.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <div className={styles.actions}>
            <Button type="submit" disabled={!changed || save.isPending}>{save.isPending ? 'Saving…' : 'Save email preferences'}</Button>
          </div>
          {save.isSuccess && !changed ? <Alert tone="success">{save.data.message}</Alert> : null}
          {save.isError ? <Alert tone="error">{errorMessage(save.error, 'Could not save your preferences.')}</Alert> : null}
        </form>
      </section>
      <section className={styles.section} aria-labelledby="muted-heading">
        <h2 id="muted-heading" className={styles.heading}>Muted members</h2>
        <p className={styles.text}>You are not notified when a muted member replies to you or mentions you.</p>
        {settings.data.muted.length === 0 ? (
          <p className={styles.text}>You have not muted anyone.</p>
        ) : (
          <ul className={styles.muted}>
            {settings.data.muted.map((m) => (
              <li key={m.id} className={styles.mutedItem}>
                <span>{m.displayName}</span>
                <Button tone="secondary" size="sm" disabled={mute.isPending} onClick={() => mute.mutate({ userId: m.id, mute: false })} aria-label={`Unmute ${m.displayName}`}>
                  Unmute
                </Button>
              </li>
            ))}
          </ul>
        )}
        {mute.isError ? <Alert tone="error">{errorMessage(mute.error, 'Could not change who you muted.')}</Alert> : null}
      </section>
    </>
  );
}
