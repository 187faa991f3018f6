import { z } from 'zod';
import type { ActorRole } from './event.js';
import { bodyId, streamRevision } from './inputs.js';

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

/** A staff item's editable fields right after the event at `revision` (GET …/:id/versions/:revision). */
export interface StreamVersion {
  id: number;
  revision: number;
  at: string;
  fields: Record<string, unknown>;
}

/** The words of history, compare and restore, the same for every staff list. */
export const versionMessages = {
  revisionInvalid: 'revision must be a whole number from 0.',
  expectedRevisionInvalid: 'expectedRevision must be a whole number from 0.',
  versionNotFound: 'This version does not exist.',
  restored: 'Version restored as a new edit.',
} as const;

/**
 * POST …/restore: the version at `revision` becomes a new edit, made at `expectedRevision` (the
 * revision the editor shows; 409 when someone changed the item since) and recorded as a restore.
 */
export const restoreVersionInput = (idInvalid: string) =>
  z.strictObject({ id: bodyId(idInvalid), revision: streamRevision(versionMessages.revisionInvalid), expectedRevision: streamRevision(versionMessages.expectedRevisionInvalid) });
