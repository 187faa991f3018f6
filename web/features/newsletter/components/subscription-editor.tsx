import { useState, type FormEvent } from 'react';
import { newsletterMessages as m } from '../../../../schemas/newsletter/messages';
import { ApiError } from '../../../lib/http';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { useToast } from '../../../ui/use-toast';
import { savePreferences } from '../api/preferences';
import type { NewsletterCategory, Subscription } from '../api/types';
import { statusBadge } from '../lib/status';
import { CategoryCheckboxes } from './category-checkboxes';
import * as styles from './subscription-editor.css';

type SubscriptionEditorProps = {
  idPrefix: string;
  categories: NewsletterCategory[];
  initial: Subscription;
  /** How the saves prove the right to manage: an emailed link's token, or the signed-in owner's address. */
  auth: { token: string } | { email: string };
  onChangeEmail: () => void;
};

/** One subscription's topics: Save Changes, Change Email, and 'Unsubscribe from All' (an empty list). */
export function SubscriptionEditor({ idPrefix, categories, initial, auth, onChangeEmail }: SubscriptionEditorProps) {
  const toast = useToast();
  const [subscription, setSubscription] = useState(initial);
  const [selected, setSelected] = useState<number[]>(initial.subscribedCategoryIds);
  const [pending, setPending] = useState(false);
  const badge = statusBadge(subscription.status);

  const save = async (categoryIds: number[]) => {
    setPending(true);
    try {
      const res = await savePreferences({ ...auth, categoryIds });
      if (res?.subscription) {
        setSubscription(res.subscription);
        setSelected(res.subscription.subscribedCategoryIds);
      }
      toast({ title: res?.message || m.preferencesSaved, tone: 'success' });
    } catch (err) {
      const detail = err instanceof ApiError && err.message !== m.updateFailed ? err.message : undefined;
      toast({ title: m.updateFailed, description: detail, tone: 'error' });
    } finally {
      setPending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) void save(selected);
  };
  const unsubscribeAll = () => {
    if (!pending && window.confirm(m.unsubscribeConfirm)) void save([]);
  };

  return (
    <form className={styles.editor} onSubmit={onSubmit} aria-label="Newsletter preferences">
      <div className={styles.summary}>
        <span className={styles.address}>{subscription.email}</span>
        <Badge tone={badge.tone} data-status={subscription.status}>{badge.label}</Badge>
      </div>
      {subscription.status === 'pending' ? (
        <p>We sent a confirmation link to this address. Your topics apply once you follow it.</p>
      ) : null}
      <CategoryCheckboxes
        idPrefix={idPrefix}
        legend="Your topics"
        categories={categories}
        selected={selected}
        onChange={setSelected}
        disabled={pending}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>{pending ? 'Saving…' : 'Save Changes'}</Button>
        <Button tone="secondary" onClick={onChangeEmail} disabled={pending}>Change Email</Button>
        <Button tone="danger" className={styles.danger} onClick={unsubscribeAll} disabled={pending}>Unsubscribe from All</Button>
      </div>
    </form>
  );
}
