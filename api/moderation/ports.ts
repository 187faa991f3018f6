import type { ModerationItemType } from '../../schemas/moderation/events.js';
import type { CommandContext } from '../shared/command.js';
import { serviceKey } from '../shared/services.js';

/** What one staff act on another feature's item answers: whether it appended anything, and where. */
/** A staff member's command context. */
export type StaffContext = CommandContext & { actorId: number };

export type ItemOutcome = { changed: boolean; position: string };

/**
 * What moderation needs of the features whose posts it acts on, wired by the composition root
 * (api/ports.ts). Each runs the item feature's own command, so its read models follow as they do
 * for the feature's own screens; a missing or deleted item is refused there (404 / 400).
 */
export interface ModerationPorts {
  /** A comment's moderation status ('approved' keeps it, 'rejected' hides it), as the comments screen sets it. */
  moderateComment(commentId: number, status: 'approved' | 'rejected', reason: string | null, ctx: StaffContext): Promise<ItemOutcome>;
  /** Staff delete a post (its feature's deletion with `by: 'staff'`), telling its author `reason`. */
  removePost(type: ModerationItemType, id: number, reason: string | null, ctx: StaffContext): Promise<ItemOutcome>;
  /** The forum's own pin and lock (close) of a thread. */
  pinThread(threadId: number, pinned: boolean, ctx: StaffContext): Promise<ItemOutcome>;
  lockThread(threadId: number, locked: boolean, ctx: StaffContext): Promise<ItemOutcome>;
  /** The forum's move of a thread to another category and merge into another thread (issue 29), telling its author `reason`. */
  moveThread(threadId: number, categoryId: number, reason: string | null, ctx: StaffContext): Promise<ItemOutcome>;
  mergeThread(threadId: number, targetThreadId: number, reason: string | null, ctx: StaffContext): Promise<ItemOutcome>;
}

export const moderationPorts = serviceKey<ModerationPorts>('moderation.ports');
