import type { AccountEvent } from '../../schemas/account/events.js';
import { NEWSLETTER_ADDRESS_PREFIX, type NewsletterEvent } from '../../schemas/newsletter/events.js';
import type { SubscriptionStatus } from '../../schemas/newsletter/messages.js';
import { defineProjection } from '../projection.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

type Row = { status: SubscriptionStatus; category_ids: string; requested: string | null };

/**
 * The newsletter read model.
 * - `newsletter_categories`, with `subscribers`: how many confirmed subscriptions include each
 *   (moved only when a subscription's status or categories change, for the admin later).
 * - `newsletter_subscriptions`: status, confirmed categories, the categories of a request
 *   waiting for its link, and the address unsealed for its owner's eyes only. A subscription
 *   whose key was destroyed (erased) has no row: its address no longer unseals.
 * - `newsletter_addresses`: the reservation's HMAC (from its stream name) to the subscription,
 *   so the signed-in owner's address finds its subscription without the address in clear.
 * Version 2 (issue 27): staff edit, retire and reinstate topics (`retired`: offered to no one,
 * kept by its subscribers; `revision`: the topic stream's, for the studio's edits).
 * A deleted account (AccountDeletionRequested) removes the subscriptions it names, whose keys
 * were destroyed with the member's: what a replay gives once their address no longer unseals.
 */
export const newsletterProjection = defineProjection({
  name: 'newsletter',
  version: 2,
  init: `
    CREATE TABLE IF NOT EXISTS newsletter_categories (
      id INTEGER PRIMARY KEY, name TEXT NOT NULL, description TEXT NOT NULL, is_default INTEGER NOT NULL, subscribers INTEGER NOT NULL DEFAULT 0,
      retired INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
      id INTEGER PRIMARY KEY, email TEXT NOT NULL, status TEXT NOT NULL, category_ids TEXT NOT NULL, requested TEXT,
      source TEXT NOT NULL, member_id INTEGER, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS newsletter_addresses (hmac TEXT PRIMARY KEY, subscription_id INTEGER NOT NULL) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS newsletter_subscriptions_member ON newsletter_subscriptions (member_id) WHERE member_id IS NOT NULL;`,
  prepare: (db) => ({
    category: db.prepare(`INSERT INTO newsletter_categories (id, name, description, is_default) VALUES (@id, @name, @description, @isDefault)
      ON CONFLICT(id) DO UPDATE SET name = excluded.name, description = excluded.description, is_default = excluded.is_default`),
    editCategory: db.prepare('UPDATE newsletter_categories SET name = @name, description = @description, is_default = @isDefault, revision = @revision WHERE id = @id'),
    retireCategory: db.prepare('UPDATE newsletter_categories SET retired = ?, revision = ? WHERE id = ?'),
    address: db.prepare('INSERT INTO newsletter_addresses (hmac, subscription_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    get: db.prepare<[number], Row>('SELECT status, category_ids, requested FROM newsletter_subscriptions WHERE id = ?'),
    insert: db.prepare(`INSERT INTO newsletter_subscriptions (id, email, status, category_ids, requested, source, member_id, created_at, updated_at)
      VALUES (@id, @email, 'pending', '[]', @requested, @source, @memberId, @at, @at)`),
    request: db.prepare(`UPDATE newsletter_subscriptions SET email = @email, status = @status, requested = @requested, updated_at = @at WHERE id = @id`),
    set: db.prepare(`UPDATE newsletter_subscriptions SET status = @status, category_ids = @categoryIds, requested = NULL, updated_at = @at WHERE id = @id`),
    remove: db.prepare('DELETE FROM newsletter_subscriptions WHERE id = ?'),
    count: db.prepare('UPDATE newsletter_categories SET subscribers = subscribers + ? WHERE id = ?'),
  }),
  apply(event, s, { unseal }) {
    const e = event as unknown as NewsletterEvent | AccountEvent;
    const at = event.metadata.at;
    /** Moves the per-category counts from a row's old confirmed categories to its new ones. */
    const recount = (before: Row | undefined, status: SubscriptionStatus | null, categoryIds: number[]) => {
      if (before?.status === 'subscribed') for (const id of JSON.parse(before.category_ids) as number[]) s.count.run(-1, id);
      if (status === 'subscribed') for (const id of categoryIds) s.count.run(1, id);
    };
    const settle = (id: number, status: SubscriptionStatus, categoryIds: (row: Row) => number[]) => {
      const row = s.get.get(id);
      if (!row) return; // erased, or never projected: nothing to show
      const ids = categoryIds(row);
      recount(row, status, ids);
      s.set.run({ id, status, categoryIds: JSON.stringify(ids), at });
    };
    switch (e.type) {
      case 'NewsletterCategoryCreated':
        s.category.run({ id: e.data.categoryId, name: e.data.name, description: e.data.description, isDefault: e.data.isDefault ? 1 : 0 });
        return;
      case 'NewsletterCategoryEdited':
        s.editCategory.run({ id: e.data.categoryId, name: e.data.name, description: e.data.description, isDefault: e.data.isDefault ? 1 : 0, revision: event.revision });
        return;
      case 'NewsletterCategoryRetired':
      case 'NewsletterCategoryReinstated':
        s.retireCategory.run(e.type === 'NewsletterCategoryRetired' ? 1 : 0, event.revision, e.data.categoryId);
        return;
      case 'NewsletterAddressReserved':
        s.address.run(event.streamId.slice(NEWSLETTER_ADDRESS_PREFIX.length), e.data.subscriptionId);
        return;
      case 'NewsletterSubscribed': {
        const d = e.data;
        const email = unseal(d.email);
        const row = s.get.get(d.subscriptionId);
        if (email === null) {
          recount(row, null, []);
          s.remove.run(d.subscriptionId);
          return;
        }
        const requested = JSON.stringify(d.categoryIds);
        if (!row) s.insert.run({ id: d.subscriptionId, email, requested, source: d.source, memberId: d.memberId, at });
        else s.request.run({ id: d.subscriptionId, email, status: row.status === 'subscribed' ? 'subscribed' : 'pending', requested, at });
        return;
      }
      case 'NewsletterSubscriptionConfirmed':
        settle(e.data.subscriptionId, 'subscribed', (row) => JSON.parse(row.requested ?? row.category_ids) as number[]);
        return;
      case 'NewsletterPreferencesUpdated':
        settle(e.data.subscriptionId, 'subscribed', () => e.data.categoryIds);
        return;
      case 'NewsletterUnsubscribed':
        settle(e.data.subscriptionId, 'unsubscribed', () => []);
        return;
      case 'AccountDeletionRequested':
        for (const id of e.data.subscriptionIds) {
          recount(s.get.get(id), null, []);
          s.remove.run(id);
        }
        return;
      default:
        exhaustive(e);
    }
  },
});
