import type { RecordedEvent } from '../api/event-store/port.js';
import type { Db } from './read-db.js';

/**
 * Counted views (a feature's view counter flushes them into a stream per day, one revision a
 * flush): each revision of a stream adds its counts once, however often replays or duplicated
 * wake-ups deliver it. `streams` keeps each stream's last applied revision; `counted` is the
 * table whose `view_count` grows, by `id`.
 */
export function viewCounts(db: Db, tables: { streams: string; counted: string }) {
  const applied = db.prepare<[string], { revision: number }>(`SELECT revision FROM ${tables.streams} WHERE stream_id = ?`);
  const at = db.prepare(`INSERT INTO ${tables.streams} (stream_id, revision) VALUES (?, ?)
      ON CONFLICT(stream_id) DO UPDATE SET revision = excluded.revision`);
  const add = db.prepare('UPDATE ' + tables.counted + ' SET view_count = view_count + ? WHERE id = ?');
  return (event: Pick<RecordedEvent, 'streamId' | 'revision'>, counts: { id: number; views: number }[]) => {
    if ((applied.get(event.streamId)?.revision ?? -1) >= event.revision) return;
    for (const c of counts) if (c.views > 0) add.run(c.views, c.id);
    at.run(event.streamId, event.revision);
  };
}
