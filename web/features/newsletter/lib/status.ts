import type { SubscriptionStatus } from '../api/types';

const LABELS: Record<SubscriptionStatus, string> = {
  subscribed: 'Subscribed',
  pending: 'Pending confirmation',
  unsubscribed: 'Unsubscribed',
};

/** SPEC 2: 'subscribed' is the green badge; every other status is red, with its own words. */
export const statusBadge = (status: SubscriptionStatus) => ({
  label: LABELS[status] ?? status,
  tone: status === 'subscribed' ? ('success' as const) : ('danger' as const),
});

/** Whether the signed-in member typed their own address (compared as the server does: trimmed, any case). */
export const isOwnAddress = (typed: string, ownerEmail: string | null | undefined) =>
  Boolean(ownerEmail) && typed.trim().toLowerCase() === ownerEmail!.trim().toLowerCase();
