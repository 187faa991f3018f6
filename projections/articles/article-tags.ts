import { tagList } from '../../schemas/articles/tags.js';
import type { Db } from '../read-db.js';
import type { articleSlots } from './article-slots.js';

/**
 * Each tag is one more list of `article_slots` and `article_counts`, keyed `tag:<tag>`
 * (tagList), so a tag page is paged exactly like a category: its ids are one range of the
 * (list, hidden, seq) index and its total one counts row, whatever the number of articles or
 * tags. `articles.tags` (JSON, the editor's order) is what the slots were last made from:
 * every change is the difference between it and the event's list, so a redelivered event
 * finds nothing to do. Published counts move only with a real change of the published state
 * or of the tags of a published article.
 */
export function articleTags(db: Db, slots: ReturnType<typeof articleSlots>) {
  const bump = db.prepare(`INSERT INTO article_counts (category, published) VALUES (?, ?)
    ON CONFLICT(category) DO UPDATE SET published = published + excluded.published`);
  const save = db.prepare('UPDATE articles SET tags = ? WHERE id = ?');
  const count = (tags: string[], n: number) => {
    for (const t of tags) bump.run(tagList(t), n);
  };

  /** The article's tags become `next`; `row` is its row before the change. */
  function retag(id: number, row: { tags: string; published: number; created_at: string }, next: string[]): void {
    const prev = JSON.parse(row.tags) as string[];
    const gone = prev.filter((t) => !next.includes(t));
    const added = next.filter((t) => !prev.includes(t));
    for (const t of gone) slots.leave(tagList(t), id);
    for (const t of added) slots.join(tagList(t), id, row.created_at, row.published !== 1);
    if (row.published === 1) {
      count(gone, -1);
      count(added, 1);
    }
    save.run(JSON.stringify(next), id);
  }

  return { retag, countTags: (tagsJson: string, n: number) => count(JSON.parse(tagsJson) as string[], n) };
}
