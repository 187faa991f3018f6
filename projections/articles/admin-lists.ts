import type { Db } from '../read-db.js';

/**
 * The admin article list's pages (GET /_api/admin/articles), found like the public ones by
 * seeking a seq (api/shared/seek-page.ts), never by OFFSET. Each article sits in four lists,
 * named `<category>/<authorId>` with '' for "any": '/', 'cat/', '/author', 'cat/author', one
 * per filter the admin list offers; and each list comes in three kinds, one per `published`
 * filter, so every filter combination is one dense numbering:
 * - `all`: every article, placed at creation, `hidden` once deleted (deletions are rare);
 * - `pub`: placed at its first publication, `hidden` while unpublished or once deleted;
 * - `draft`: placed while it is a draft and removed when published or deleted (the newer
 *   drafts above it are renumbered: there are few), so published articles never sit hidden
 *   above a page of drafts.
 * `admin_article_counts` keeps each list's size and visible entries: the stats and totals.
 * Every write checks the slot's current state first, so applying an event twice changes nothing.
 */
export type AdminListKind = 'all' | 'pub' | 'draft';

export const adminListKey = (category: string, authorId: number | '') => `${category}/${authorId}`;
const listsOf = (category: string, authorId: number) => [adminListKey('', ''), adminListKey(category, ''), adminListKey('', authorId), adminListKey(category, authorId)];

export const ADMIN_LISTS_SQL = `
    CREATE TABLE IF NOT EXISTS admin_article_slots (
      list TEXT NOT NULL, kind TEXT NOT NULL, seq INTEGER NOT NULL, article_id INTEGER NOT NULL, created_at TEXT NOT NULL,
      hidden INTEGER NOT NULL, PRIMARY KEY (list, kind, article_id)
    );
    CREATE INDEX IF NOT EXISTS admin_article_slots_seq ON admin_article_slots (list, kind, seq);
    CREATE INDEX IF NOT EXISTS admin_article_slots_order ON admin_article_slots (list, kind, created_at, article_id);
    CREATE TABLE IF NOT EXISTS admin_article_counts (
      list TEXT NOT NULL, kind TEXT NOT NULL, slots INTEGER NOT NULL DEFAULT 0, visible INTEGER NOT NULL DEFAULT 0,
      PRIMARY KEY (list, kind)
    );`;

/** The admin page's index: no write reads it (a rebuild makes it at the end: Projection.readIndexes). */
export const ADMIN_LISTS_READ_INDEXES = `
    CREATE INDEX IF NOT EXISTS admin_article_slots_page ON admin_article_slots (list, kind, hidden, seq, article_id);`;

export interface AdminArticleRef {
  id: number;
  category: string;
  authorId: number;
  createdAt: string;
}

export function adminLists(db: Db) {
  const slotOf = db.prepare<[string, string, number], { seq: number; hidden: number }>('SELECT seq, hidden FROM admin_article_slots WHERE list = ? AND kind = ? AND article_id = ?');
  const size = db.prepare<[string, string], { slots: number }>('SELECT slots FROM admin_article_counts WHERE list = ? AND kind = ?');
  const bump = db.prepare(`INSERT INTO admin_article_counts (list, kind, slots, visible) VALUES (?, ?, ?, ?)
    ON CONFLICT(list, kind) DO UPDATE SET slots = slots + excluded.slots, visible = visible + excluded.visible`);
  const newer = db.prepare<[string, string, string, number], { seq: number }>(
    'SELECT seq FROM admin_article_slots WHERE list = ? AND kind = ? AND (created_at, article_id) > (?, ?) ORDER BY created_at, article_id LIMIT 1',
  );
  const shift = db.prepare('UPDATE admin_article_slots SET seq = seq + ? WHERE list = ? AND kind = ? AND seq >= ?');
  const add = db.prepare('INSERT INTO admin_article_slots (list, kind, seq, article_id, created_at, hidden) VALUES (?, ?, ?, ?, ?, ?)');
  const drop = db.prepare('DELETE FROM admin_article_slots WHERE list = ? AND kind = ? AND article_id = ?');
  const hide = db.prepare('UPDATE admin_article_slots SET hidden = ? WHERE list = ? AND kind = ? AND article_id = ?');

  /** Puts the article into a list at its (created_at, id) place; no-op when it is there. */
  function place(list: string, kind: AdminListKind, a: AdminArticleRef, hidden: boolean): void {
    if (slotOf.get(list, kind, a.id)) return;
    const seq = newer.get(list, kind, a.createdAt, a.id)?.seq;
    if (seq !== undefined) shift.run(1, list, kind, seq);
    add.run(list, kind, seq ?? (size.get(list, kind)?.slots ?? 0) + 1, a.id, a.createdAt, hidden ? 1 : 0);
    bump.run(list, kind, 1, hidden ? 0 : 1);
  }

  function remove(list: string, kind: AdminListKind, id: number): { hidden: boolean } | null {
    const slot = slotOf.get(list, kind, id);
    if (!slot) return null;
    drop.run(list, kind, id);
    shift.run(-1, list, kind, slot.seq + 1);
    bump.run(list, kind, -1, slot.hidden ? 0 : -1);
    return { hidden: slot.hidden === 1 };
  }

  function setHidden(list: string, kind: AdminListKind, id: number, hidden: boolean): void {
    const slot = slotOf.get(list, kind, id);
    if (!slot || (slot.hidden === 1) === hidden) return;
    hide.run(hidden ? 1 : 0, list, kind, id);
    bump.run(list, kind, 0, hidden ? -1 : 1);
  }

  const each = (a: AdminArticleRef, fn: (list: string) => void) => listsOf(a.category, a.authorId).forEach(fn);

  return {
    adminCreated(a: AdminArticleRef) {
      each(a, (l) => {
        place(l, 'all', a, false);
        place(l, 'draft', a, false);
      });
    },
    adminPublished(a: AdminArticleRef, published: boolean) {
      each(a, (l) => {
        if (published) {
          remove(l, 'draft', a.id);
          if (slotOf.get(l, 'pub', a.id)) setHidden(l, 'pub', a.id, false);
          else place(l, 'pub', a, false);
        } else {
          setHidden(l, 'pub', a.id, true);
          place(l, 'draft', a, false);
        }
      });
    },
    adminDeleted(a: AdminArticleRef) {
      each(a, (l) => {
        setHidden(l, 'all', a.id, true);
        setHidden(l, 'pub', a.id, true);
        remove(l, 'draft', a.id);
      });
    },
    /** A category change: each slot of the category's lists moves to the new category's, keeping its state. */
    adminMoved(a: AdminArticleRef, to: string) {
      const from = [adminListKey(a.category, ''), adminListKey(a.category, a.authorId)];
      const into = [adminListKey(to, ''), adminListKey(to, a.authorId)];
      for (const kind of ['all', 'pub', 'draft'] as const)
        from.forEach((l, i) => {
          const old = remove(l, kind, a.id);
          if (old) place(into[i]!, kind, a, old.hidden);
        });
    },
  };
}
