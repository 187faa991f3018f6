import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { RecordedEvent } from '../api/event-store/port.js';
import { READ_ALL_SQL, toRecorded, type Row } from '../api/event-store/sqlite.js';
import { openKeyStore, unseal } from '../api/shared/personal-data.js';
import { htmlToSanitize } from './articles/safe-html.js';
import { sanitizeHtml } from './articles/sanitize.js';

/**
 * The replay's read-ahead thread (projections/read-ahead.ts): reads the embedded log batch after
 * batch on its own read-only connection, opens every sealed value it finds in them with its own
 * connection to the keys and sanitises the HTML that projections would (safe-html.ts), while the
 * main thread applies the batch before. It keeps at most
 * `ahead` batches unacknowledged, so a slow projector holds the reader back instead of memory.
 */
export interface ReadAheadInput {
  eventsFile: string;
  keysFile: string;
  master: { current: Uint8Array; previous: Uint8Array[] };
  batchSize: number;
  after: number;
  ahead: number;
}

/** One batch: the log's events, parsed here; each sealed value in them with its plaintext (null: the key is gone); the HTML their projections would sanitise, sanitised. */
export type ReadAheadBatch = { events: RecordedEvent[]; opened: [string, string | null][]; sanitized: [string, string][] } | { error: string };

/** A sealed value as it stands in the stored JSON: base64url parts need no escaping, so the text between the quotes is the value. */
const SEALED_IN_JSON = /"(enc:v1:\d+:[\w-]*:[\w-]*:[\w-]*)"/g;

const input = workerData as ReadAheadInput;
const port = parentPort!;
try {
  const log = new Database(input.eventsFile, { readonly: true, fileMustExist: true });
  log.pragma('busy_timeout = 5000');
  const read = log.prepare<[number, number], Row>(READ_ALL_SQL);
  const keys = openKeyStore(input.keysFile, { current: Buffer.from(input.master.current), previous: input.master.previous.map((k) => Buffer.from(k)) });
  let after = input.after;
  let credit = input.ahead;
  let done = false;

  const open = (rows: Row[]) => {
    const opened = new Map<string, string | null>();
    for (const r of rows) {
      for (const m of r.data.matchAll(SEALED_IN_JSON)) {
        const sealed = m[1]!;
        if (opened.has(sealed)) continue;
        try {
          opened.set(sealed, unseal(keys, sealed));
        } catch {
          // A value that does not open (a damaged tag): left to the main thread, which raises it as before.
        }
      }
    }
    return [...opened];
  };

  const sanitize = (events: RecordedEvent[]) => {
    const safe = new Map<string, string>();
    for (const e of events) for (const html of htmlToSanitize(e)) if (!safe.has(html)) safe.set(html, sanitizeHtml(html));
    return [...safe];
  };

  const pump = () => {
    while (credit > 0 && !done) {
      const rows = read.all(after, input.batchSize);
      credit -= 1;
      const events = rows.map(toRecorded);
      port.postMessage({ events, opened: open(rows), sanitized: sanitize(events) } satisfies ReadAheadBatch);
      if (rows.length === 0) done = true;
      else after = rows[rows.length - 1]!.position;
    }
  };
  port.on('message', (m: unknown) => {
    if (m !== 'next') return;
    credit += 1;
    try {
      pump();
    } catch (err) {
      port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ReadAheadBatch);
    }
  });
  pump();
} catch (err) {
  port.postMessage({ error: err instanceof Error ? err.message : String(err) } satisfies ReadAheadBatch);
}
