import type { ForumEvent } from '../../schemas/forum/events.js';
import type { ReportReason } from '../../schemas/shared/reports.js';
import { reportableReply, type ReplyState } from './reply.decider.js';
import { reportableThread, type ThreadState } from './thread.decider.js';

/**
 * A member's report of one thread or one reply: the single event of their own stream
 * (`forum-thread-report-<threadId>-<userId>`, `forum-reply-report-<postId>-<userId>`), so a
 * member reports an item once, their racing reports are one, and reports never touch the item's
 * stream or wait for other members'.
 */
export type MemberReport = { reported: boolean };

export const forumReportDecider = {
  initialState: { reported: false } as MemberReport,
  evolve: (s: MemberReport, e: ForumEvent): MemberReport => (e.type === 'ForumThreadReported' || e.type === 'ForumReplyReported' ? { reported: true } : s),
};

type Report = { reporterId: number; reason: ReportReason; details?: string | undefined };
const payload = (r: Report) => ({ reporterId: r.reporterId, reason: r.reason, ...(r.details === undefined ? {} : { details: r.details }) });

/** Once per member per thread (a repeat appends nothing); never one's own. `details` arrives sealed. */
export function reportThread(mine: MemberReport, thread: ThreadState, r: Report): ForumEvent[] {
  const t = reportableThread(thread, r.reporterId);
  return mine.reported ? [] : [{ type: 'ForumThreadReported', data: { threadId: t.id, ...payload(r) } }];
}

/** Once per member per reply (a repeat appends nothing); never one's own. `details` arrives sealed. */
export function reportReply(mine: MemberReport, reply: ReplyState, thread: ThreadState, r: Report): ForumEvent[] {
  const p = reportableReply(reply, thread, r.reporterId);
  return mine.reported ? [] : [{ type: 'ForumReplyReported', data: { postId: p.postId, threadId: p.threadId, ...payload(r) } }];
}
