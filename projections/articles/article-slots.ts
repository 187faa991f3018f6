import type { Db } from '../read-db.js';

/** Key of the all-categories list in `article_slots` and `article_counts`. */
export const ALL_CATEGORIES = '';

/**
 * Each article's place in the lists the site pages through: the all-categories list ('')
 * and its category's. `seq` numbers a list 1..n in (created_at, id) order, the list's order,
 * and stays dense, so a page at any offset is found by seeking a seq (api/shared/seek-page.ts);
 * `hidden` marks the entries readers do not see (drafts, unpublished and deleted articles, the
 * last kept as hidden slots so that no list is renumbered). A new article is normally the
 * newest and takes seq n + 1; one dated earlier (seeded content, clock skew) or moved to
 * another category renumbers the newer slots of that list (rare, and bounded by those).
 * Writes are idempotent: a slot is added only with its article's row, moved only when the
 * category really changes.
 */
export function articleSlots(db: Db) {
  const size = db.prepare<[string], { slots: number }>('SELECT slots FROM article_counts WHERE category = ?');
  const grow = db.prepare(`INSERT INTO article_counts (category, slots) VALUES (?, ?)
    ON CONFLICT(category) DO UPDATE SET slots = slots + excluded.slots`);
  const add = db.prepare('INSERT INTO article_slots (list, seq, article_id, created_at, hidden) VALUES (?, ?, ?, ?, ?) ON CONFLICT(list, article_id) DO NOTHING');
  const slotOf = db.prepare<[string, number], { seq: number; created_at: string; hidden: number }>('SELECT seq, created_at, hidden FROM article_slots WHERE list = ? AND article_id = ?');
  const drop = db.prepare('DELETE FROM article_slots WHERE list = ? AND article_id = ?');
  const shift = db.prepare('UPDATE article_slots SET seq = seq + ? WHERE list = ? AND seq >= ?');
  const newer = db.prepare<[string, string, number], { seq: number }>(
    'SELECT seq FROM article_slots WHERE list = ? AND (created_at, article_id) > (?, ?) ORDER BY created_at, article_id LIMIT 1',
  );
  const hide = db.prepare('UPDATE article_slots SET hidden = ? WHERE article_id = ?');

  /** Puts the article into a list at its (created_at, id) place. */
  function place(list: string, id: number, at: string, hidden: number): void {
    const seq = newer.get(list, at, id)?.seq;
    if (seq !== undefined) shift.run(1, list, seq);
    add.run(list, seq ?? (size.get(list)?.slots ?? 0) + 1, id, at, hidden);
    grow.run(list, 1);
  }

  /** A new article (call only when its row was really inserted), hidden until published. */
  function created(id: number, category: string, at: string): void {
    if (slotOf.get(ALL_CATEGORIES, id)) return; // ids are never reused: this is a redelivery
    place(ALL_CATEGORIES, id, at, 1);
    place(category, id, at, 1);
  }

  /** Takes the article out of a list, closing the gap (the newer slots of that list move down by one). */
  function leave(list: string, id: number): { created_at: string; hidden: number } | null {
    const old = slotOf.get(list, id);
    if (!old) return null;
    drop.run(list, id);
    shift.run(-1, list, old.seq + 1);
    grow.run(list, -1);
    return old;
  }

  /** A category change: the slot leaves one list and enters the other at its place there. */
  function moved(id: number, from: string, to: string): void {
    const old = leave(from, id);
    if (old) place(to, id, old.created_at, old.hidden);
  }

  /** Enters a list it is not in yet (a tag added): idempotent, like every write here. */
  function join(list: string, id: number, at: string, hidden: boolean): void {
    if (!slotOf.get(list, id)) place(list, id, at, hidden ? 1 : 0);
  }

  return { created, moved, join, leave, setHidden: (id: number, hidden: boolean) => hide.run(hidden ? 1 : 0, id) };
}
