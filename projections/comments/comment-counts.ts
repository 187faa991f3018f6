import type { Db } from '../read-db.js';

interface SubtreeRow {
  id: number;
  parent_id: number | null;
  article_id: number;
  was: number;
  now: number;
}

/**
 * Per-article comment totals and the visibility they count, for the comments projection.
 * A comment is hidden when it or an ancestor is 'rejected'; `comment_counts` holds, per
 * article, the visible top-level comments (the list's `total`), all visible comments and the
 * number of top-level comments ever posted (`top_seq`, hidden ones included).
 * Counts move only when a row's `hidden` flag flips, so re-applying a moderation is a no-op.
 */
export function commentCounts(db: Db) {
  const bump = db.prepare(`INSERT INTO comment_counts (article_id, top_level, visible, top_seq) VALUES (@article, @top, @all, @posted)
    ON CONFLICT(article_id) DO UPDATE SET top_level = top_level + @top, visible = visible + @all, top_seq = top_seq + @posted`);
  const get = db.prepare<[number], { parent_id: number | null; status: string; hidden: number }>('SELECT parent_id, status, hidden FROM comments WHERE id = ?');
  const hiddenOf = db.prepare<[number], { hidden: number }>('SELECT hidden FROM comments WHERE id = ?');
  const setStatus = db.prepare('UPDATE comments SET status = ?, status_reason = ? WHERE id = ?');
  const setHidden = db.prepare('UPDATE comments SET hidden = ? WHERE id = ?');
  // The comment and its descendants with their hidden flag before and after (rare: moderation only).
  const subtree = db.prepare<{ id: number; hidden: number }, SubtreeRow>(`
    WITH RECURSIVE t(id, h) AS (
      SELECT @id, @hidden
      UNION ALL
      SELECT c.id, t.h OR c.status = 'rejected' FROM comments c JOIN t ON c.parent_id = t.id
    )
    SELECT c.id, c.parent_id, c.article_id, c.hidden AS was, t.h AS now FROM t JOIN comments c ON c.id = t.id`);

  /** `posted` moves `top_seq`, the last top-level `seq` given on the article (see the projection). */
  const count = (article: number, top: number, all: number, posted = 0) => bump.run({ article, top, all, posted });

  function moderate(id: number, status: string, reason: string | null): void {
    const row = get.get(id);
    if (!row) return;
    setStatus.run(status, reason, id);
    const parentHidden = row.parent_id === null ? 0 : (hiddenOf.get(row.parent_id)?.hidden ?? 0);
    const hidden = parentHidden || status === 'rejected' ? 1 : 0;
    if (hidden === row.hidden) return;
    for (const r of subtree.all({ id, hidden })) {
      if (r.was === r.now) continue;
      setHidden.run(r.now, r.id);
      const change = r.now ? -1 : 1;
      count(r.article_id, r.parent_id === null ? change : 0, change);
    }
  }

  return { count, moderate };
}
