import type { ReadModel } from '../../projections/read-db.js';

/**
 * The member's newsletter subscriptions: the one reserved for their account's address (found by
 * its HMAC, never the address) and any they made while signed in (`member_id`).
 */
export function memberSubscriptions(rm: ReadModel, userId: number, addressTag: string): number[] {
  const byTag = rm.stmt<[string], { subscription_id: number }>('SELECT subscription_id FROM newsletter_addresses WHERE hmac = ?').get(addressTag);
  const byMember = rm.stmt<[number], { id: number }>('SELECT id FROM newsletter_subscriptions WHERE member_id = ?').all(userId);
  return [...new Set([...(byTag ? [byTag.subscription_id] : []), ...byMember.map((r) => r.id)])];
}
