import type { Db } from '../read-db.js';

/**
 * What the notifications projection keeps of other features to decide who hears about an event,
 * in tables of its own (so its answers depend only on the log, in log order): members (name for
 * `@mentions`, role for reports, deleted, suspended), who wrote each thread and comment, and
 * each thread's title (shown in the bell; erased with its author).
 */
export const directorySchema = `
  CREATE TABLE IF NOT EXISTS notification_members (
    id INTEGER PRIMARY KEY,
    display_name TEXT NOT NULL,
    name_key TEXT,
    role TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 1,
    deleted INTEGER NOT NULL DEFAULT 0,
    suspended_until TEXT
  );
  CREATE INDEX IF NOT EXISTS notification_members_name ON notification_members (name_key) WHERE name_key IS NOT NULL;
  CREATE INDEX IF NOT EXISTS notification_members_staff ON notification_members (role) WHERE role IN ('moderator', 'admin');
  CREATE TABLE IF NOT EXISTS notification_threads (thread_id INTEGER PRIMARY KEY, author_id INTEGER NOT NULL, title TEXT);
  CREATE INDEX IF NOT EXISTS notification_threads_author ON notification_threads (author_id);
  CREATE TABLE IF NOT EXISTS notification_comments (comment_id INTEGER PRIMARY KEY, author_id INTEGER NOT NULL, article_id INTEGER NOT NULL);
  CREATE TABLE IF NOT EXISTS notification_mutes (user_id INTEGER NOT NULL, muted_id INTEGER NOT NULL, PRIMARY KEY (user_id, muted_id)) WITHOUT ROWID;
  CREATE INDEX IF NOT EXISTS notification_mutes_muted ON notification_mutes (muted_id);
  CREATE TABLE IF NOT EXISTS notification_prefs (user_id INTEGER PRIMARY KEY, prefs TEXT NOT NULL);`;

/** A name as mentions compare it: NFKC, case folded, spaces collapsed. */
export const nameKey = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();

export function directoryStatements(db: Db) {
  return {
    member: db.prepare(`INSERT INTO notification_members (id, display_name, name_key, role, active) VALUES (@id, @name, @key, @role, @active)
      ON CONFLICT(id) DO UPDATE SET display_name = excluded.display_name, name_key = excluded.name_key, role = excluded.role, active = excluded.active`),
    activate: db.prepare('UPDATE notification_members SET active = 1, display_name = ?, name_key = ? WHERE id = ?'),
    memberName: db.prepare<[number], { display_name: string }>('SELECT display_name FROM notification_members WHERE id = ?'),
    rename: db.prepare('UPDATE notification_members SET display_name = ?, name_key = ? WHERE id = ?'),
    role: db.prepare('UPDATE notification_members SET role = ? WHERE id = ?'),
    suspend: db.prepare('UPDATE notification_members SET suspended_until = ? WHERE id = ?'),
    erase: db.prepare("UPDATE notification_members SET display_name = '[deleted]', name_key = NULL, deleted = 1 WHERE id = ?"),
    eraseTitles: db.prepare('UPDATE notification_threads SET title = NULL WHERE author_id = ?'),
    eraseMutes: db.prepare('DELETE FROM notification_mutes WHERE user_id = ?'),
    eraseMutedBy: db.prepare('DELETE FROM notification_mutes WHERE muted_id = ?'),
    eraseNotifications: db.prepare('DELETE FROM notifications WHERE user_id = ?'),
    erasePrefs: db.prepare('DELETE FROM notification_prefs WHERE user_id = ?'),
    byName: db.prepare<[string], { id: number }>('SELECT id FROM notification_members WHERE name_key = ? AND active = 1 AND deleted = 0 LIMIT 1'),
    recipient: db.prepare<[number], { deleted: number; active: number; suspended_until: string | null }>('SELECT deleted, active, suspended_until FROM notification_members WHERE id = ?'),
    moderators: db.prepare<[], { id: number }>("SELECT id FROM notification_members WHERE role IN ('moderator', 'admin') AND deleted = 0 AND active = 1"),
    thread: db.prepare('INSERT INTO notification_threads (thread_id, author_id, title) VALUES (?, ?, ?) ON CONFLICT(thread_id) DO UPDATE SET title = excluded.title'),
    threadTitle: db.prepare('UPDATE notification_threads SET title = ? WHERE thread_id = ?'),
    threadAuthor: db.prepare<[number], { author_id: number }>('SELECT author_id FROM notification_threads WHERE thread_id = ?'),
    comment: db.prepare('INSERT OR IGNORE INTO notification_comments (comment_id, author_id, article_id) VALUES (?, ?, ?)'),
    commentById: db.prepare<[number], { author_id: number; article_id: number }>('SELECT author_id, article_id FROM notification_comments WHERE comment_id = ?'),
    mute: db.prepare('INSERT OR IGNORE INTO notification_mutes (user_id, muted_id) VALUES (?, ?)'),
    unmute: db.prepare('DELETE FROM notification_mutes WHERE user_id = ? AND muted_id = ?'),
    muted: db.prepare<[number, number], { one: number }>('SELECT 1 AS one FROM notification_mutes WHERE user_id = ? AND muted_id = ?'),
    prefs: db.prepare<[number], { prefs: string }>('SELECT prefs FROM notification_prefs WHERE user_id = ?'),
    setPrefs: db.prepare('INSERT INTO notification_prefs (user_id, prefs) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET prefs = excluded.prefs'),
  };
}

const MAX_MENTIONS = 10;
const MAX_NAME_WORDS = 5;

/**
 * The members a text names as `@displayName` (at most 10): after each '@' at the start of a word,
 * the longest run of up to five words that is an active member's name (names may hold spaces).
 */
export function mentionedMembers(text: string, byName: (key: string) => number | null): number[] {
  const found = new Set<number>();
  const at = /(^|[^\p{L}\p{N}_@])@(?=\S)/gu;
  for (const m of text.matchAll(at)) {
    if (found.size >= MAX_MENTIONS) break;
    const start = m.index + m[0].length;
    const words = text.slice(start, start + 160).split(/(\s+)/u);
    for (let n = Math.min(MAX_NAME_WORDS, Math.ceil(words.length / 2)); n >= 1; n--) {
      const candidate = words.slice(0, 2 * n - 1).join('').replace(/[.,;:!?)\]}'"’]+$/u, '');
      const id = candidate ? byName(nameKey(candidate)) : null;
      if (id !== null) {
        found.add(id);
        break;
      }
    }
  }
  return [...found];
}
