import type { SubscriptionStatus } from '../../schemas/newsletter/messages.js';
import type { NewsletterCategoryDto, SubscriptionDto } from '../../schemas/newsletter/queries.js';
import type { ReadModel } from '../../projections/read-db.js';

/** Every category on offer (retired ones left out, issue 27), in creation order: the signup form (home, /newsletter) and the preferences manager. */
export function listNewsletterCategories(rm: ReadModel): NewsletterCategoryDto[] {
  return rm
    .stmt<[], { id: number; name: string; description: string; is_default: number }>('SELECT id, name, description, is_default FROM newsletter_categories WHERE retired = 0 ORDER BY id')
    .all()
    .map((r) => ({ id: r.id, name: r.name, description: r.description, isDefault: r.is_default === 1 }));
}

/**
 * True when every id names a category (the list is at most 50 ids) on offer; with `retired`, a
 * retired one counts too: a subscriber who chose it keeps it when saving their preferences.
 */
export function categoriesExist(rm: ReadModel, ids: number[], opts: { retired: boolean } = { retired: false }): boolean {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const sql = `SELECT COUNT(*) AS n FROM newsletter_categories WHERE id IN (SELECT value FROM json_each(?))${opts.retired ? '' : ' AND retired = 0'}`;
  const found = rm.stmt<[string], { n: number }>(sql).get(JSON.stringify(unique));
  return found?.n === unique.length;
}

/** The subscription as its owner sees it; null when unknown or erased. */
export function subscriptionById(rm: ReadModel, id: number): SubscriptionDto | null {
  const row = rm
    .stmt<[number], { email: string; status: SubscriptionStatus; category_ids: string }>('SELECT email, status, category_ids FROM newsletter_subscriptions WHERE id = ?')
    .get(id);
  return row ? { email: row.email, status: row.status, subscribedCategoryIds: JSON.parse(row.category_ids) as number[] } : null;
}

/** The subscription id reserved for an address, found by the address's HMAC (never the address itself). */
export function subscriptionIdByTag(rm: ReadModel, hmac: string): number | null {
  return rm.stmt<[string], { subscription_id: number }>('SELECT subscription_id FROM newsletter_addresses WHERE hmac = ?').get(hmac)?.subscription_id ?? null;
}
