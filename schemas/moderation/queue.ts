import { z } from 'zod';
import { choiceList } from '../shared/choices.js';
import { optionalReason } from '../shared/moderation-reason.js';
import { MODERATION_ITEM_TYPES, moderationItemType, type ModerationItemType } from './events.js';
import { single } from '../shared/query-params.js';

/** The moderation queue (issue 29): every reported comment, thread, reply and review in one list. */
export const QUEUE_STATUSES = ['open', 'hidden', 'kept', 'deleted'] as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];
const QUEUE_SORTS = ['newest', 'most-reported'] as const;
export const queueStatusLabels: Record<QueueStatus, string> = { open: 'Needs review', hidden: 'Hidden', kept: 'Kept', deleted: 'Deleted' };
export const itemTypeLabels: Record<ModerationItemType, string> = { comment: 'Comment', thread: 'Thread', reply: 'Reply', review: 'Review' };
export const QUEUE_PAGE = 20;
export const QUEUE_MAX_BATCH = 100;

export const queueMessages = {
  type: `type must be one of ${choiceList(MODERATION_ITEM_TYPES)}`,
  status: `status must be one of ${choiceList(QUEUE_STATUSES)}`,
  sort: `sort must be ${choiceList(QUEUE_SORTS)}`,
  cursor: 'cursor must come from the previous page',
  itemsRequired: 'Select at least one item.',
  tooMany: `You can act on at most ${QUEUE_MAX_BATCH} items at once.`,
  itemInvalid: `Each item needs a type (${choiceList(MODERATION_ITEM_TYPES)}) and a positive id.`,
  notFound: 'This post was not found.',
  deleted: 'This post has been deleted.',
  threadNotFound: 'Thread not found',
  categoryNotFound: 'Category not found',
  sameThread: 'Choose another thread to merge into.',
  sameCategory: 'The thread is already in that category.',
  targetMerged: 'That thread was itself merged into another: merge into that one.',
  done: (verb: string, changed: number, unchanged: number, failed: number) =>
    [`${changed} item${changed === 1 ? '' : 's'} ${verb}.`, unchanged ? `${unchanged} already so.` : '', failed ? `${failed} could not be changed.` : ''].filter(Boolean).join(' '),
} as const;
const m = queueMessages;

/** GET /_api/admin/moderation?type&status&sort&cursor */
export const queueQuery = z.strictObject({
  type: z.preprocess(single, z.enum(moderationItemType.options, { error: m.type })).optional(),
  status: z.preprocess(single, z.enum(QUEUE_STATUSES, { error: m.status })).default('open'),
  sort: z.preprocess(single, z.enum(QUEUE_SORTS, { error: m.sort })).default('newest'),
  cursor: z.preprocess(single, z.string().regex(/^\d{1,15}(:\d{1,15})?$/, m.cursor)).optional(),
});
export type QueueQuery = z.infer<typeof queueQuery>;

const positive = z.number({ error: m.itemInvalid }).int(m.itemInvalid).positive(m.itemInvalid).max(Number.MAX_SAFE_INTEGER, m.itemInvalid);
export const queueItemRef = z.strictObject({ type: z.enum(moderationItemType.options, { error: m.itemInvalid }), id: positive }, { error: m.itemInvalid });
export type QueueItemRef = z.infer<typeof queueItemRef>;

/** POST /_api/admin/moderation/{keep,hide,delete}: repeated items count once. */
export const queueActionInput = z.strictObject({
  items: z
    .array(queueItemRef, { error: m.itemsRequired })
    .min(1, m.itemsRequired)
    .max(QUEUE_MAX_BATCH, m.tooMany)
    .transform((items) => [...new Map(items.map((i) => [`${i.type}:${i.id}`, i])).values()]),
  reason: optionalReason,
});
export type QueueActionInput = z.infer<typeof queueActionInput>;

const threadId = z.number({ error: m.threadNotFound }).int(m.threadNotFound).positive(m.threadNotFound).max(Number.MAX_SAFE_INTEGER, m.threadNotFound);
const categoryId = z.number({ error: m.categoryNotFound }).int(m.categoryNotFound).positive(m.categoryNotFound).max(Number.MAX_SAFE_INTEGER, m.categoryNotFound);
export const moveThreadInput = z.strictObject({ threadId, categoryId, reason: optionalReason });
export const mergeThreadInput = z
  .strictObject({ threadId, targetThreadId: threadId, reason: optionalReason })
  .refine((c) => c.threadId !== c.targetThreadId, { message: m.sameThread, path: ['targetThreadId'] });
export type MoveThreadInput = z.input<typeof moveThreadInput>;
export type MergeThreadInput = z.input<typeof mergeThreadInput>;
/** POST /_api/admin/forum/thread/{close,pin,move,merge}: the thread acted on and whether anything was appended. */
export interface ThreadActResponse {
  threadId: number;
  changed: boolean;
}
export const closeThreadInput = z.strictObject({ threadId, closed: z.boolean().default(true), reason: optionalReason });
export const pinThreadInput = z.strictObject({ threadId, pinned: z.boolean().default(true), reason: optionalReason });

export interface QueueItem {
  type: ModerationItemType;
  id: number;
  status: QueueStatus;
  /** The reported text (a thread's opening post; a review's title and text); '[deleted]' once erased. */
  text: string;
  /** Where it is: the article, thread or product, with its link. */
  context: { title: string; href: string } | null;
  /** Null for an anonymous post (who wrote it is a recorded look, issue 13). */
  author: { id: number; displayName: string } | null;
  reports: number;
  openReports: number;
  /** Each reason with how many members gave it, most first. */
  reasons: { reason: string; count: number }[];
  /** The latest words reporters added. */
  details: string[];
  lastReportedAt: string;
}

export interface QueueResponse {
  items: QueueItem[];
  nextCursor: string | null;
  counts: Record<QueueStatus, number>;
}

export interface QueueActionResponse {
  message: string;
  results: { type: ModerationItemType; id: number; ok: boolean; changed: boolean; error?: string }[];
}
