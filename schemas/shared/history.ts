import type { ActorRole } from './event.js';

/**
 * One event of a staff-managed item's own stream, for its history panel (newest first): what
 * happened, when, who did it (the event's metadata: the audit trail of issue 27) and the event's
 * data as recorded. Items whose data is staff text in clear use it (forum categories, newsletter
 * topics, search synonym groups); nothing personal is in those streams.
 */
export interface StreamHistoryEntry {
  revision: number;
  type: string;
  at: string;
  actor: { id: number | null; displayName: string | null; role: ActorRole };
  data: Record<string, unknown>;
}

export interface StreamHistoryResponse {
  entries: StreamHistoryEntry[];
  /** The stream's current revision: what an edit sends as `expectedRevision`. */
  revision: number;
}
