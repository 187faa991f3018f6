import { openSqlite } from './sqlite.js';
import type { Mail } from './mailer.js';

/**
 * Mail waiting for SMTP delivery by a worker. Messages stay here (on the node's disk), so
 * the BullMQ job carries only the row id, never an address or a body.
 */
export interface Outbox {
  /**
   * Stores a message for delivery and returns its row. A message with an `id` (acknowledged work
   * run again after a crash) replaces the unsent row of that id; once that row was sent, nothing
   * is stored and null is returned: the message went out already.
   */
  put(mail: Mail): number | null;
  take(id: number): Mail | null;
  markSent(id: number): void;
  pending(): number[];
  close(): void;
}

export function openOutbox(file: string): Outbox {
  const db = openSqlite(file, 'FULL');
  db.exec(`CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY, mail TEXT NOT NULL, created_at TEXT NOT NULL, sent_at TEXT)`);
  if (!(db.prepare('SELECT name FROM pragma_table_info(?)').pluck().all('outbox') as string[]).includes('key')) {
    db.exec('ALTER TABLE outbox ADD COLUMN key TEXT');
    db.exec('CREATE UNIQUE INDEX outbox_key ON outbox (key) WHERE key IS NOT NULL');
  }
  const q = {
    put: db.prepare("INSERT INTO outbox (mail, created_at) VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ'))"),
    putKeyed: db.prepare<[string, string], { id: number }>(`INSERT INTO outbox (key, mail, created_at) VALUES (?, ?, strftime('%Y-%m-%dT%H:%M:%fZ'))
      ON CONFLICT (key) WHERE key IS NOT NULL DO UPDATE SET mail = excluded.mail WHERE sent_at IS NULL RETURNING id`),
    take: db.prepare<[number], { mail: string }>('SELECT mail FROM outbox WHERE id = ? AND sent_at IS NULL'),
    // A sent message's body is dropped: the outbox is not an archive of personal data.
    sent: db.prepare("UPDATE outbox SET sent_at = strftime('%Y-%m-%dT%H:%M:%fZ'), mail = '{}' WHERE id = ?"),
    pending: db.prepare<[], { id: number }>('SELECT id FROM outbox WHERE sent_at IS NULL ORDER BY id'),
  };
  return {
    put: (mail) => {
      if (mail.id === undefined) return Number(q.put.run(JSON.stringify(mail)).lastInsertRowid);
      return q.putKeyed.get(mail.id, JSON.stringify(mail))?.id ?? null;
    },
    take: (id) => {
      const row = q.take.get(id);
      return row ? (JSON.parse(row.mail) as Mail) : null;
    },
    markSent: (id) => void q.sent.run(id),
    pending: () => q.pending.all().map((r) => r.id),
    close: () => db.close(),
  };
}
