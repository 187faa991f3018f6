import type { RecordedEvent } from '../event-store/port.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { issueStreams as streams, type NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import {
  newsletterIssueMessages as m,
  type NewsletterIssueField,
  type NewsletterIssueHistory,
  type NewsletterIssueHistoryEntry,
  type NewsletterIssueVersion,
} from '../../schemas/newsletter/issues.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { ISSUE_FIELDS } from './issues.decider.js';

/**
 * An issue's history and its versions, read from its own stream (the log is the audit trail).
 * The stream holds its creation, edits, schedules and the send's start and end (deliveries are
 * on streams of their own), so each read is bounded by the staff's own saves.
 */

async function events(deps: Deps, id: number): Promise<RecordedEvent[]> {
  const all = await deps.store.readStream(streams.issue(id), 0);
  if (all.length === 0) throw notFound(m.notFound);
  return all;
}

const changed = (e: NewsletterIssueEvent): NewsletterIssueField[] => {
  if (e.type === 'NewsletterIssueCreated') return [...ISSUE_FIELDS];
  if (e.type !== 'NewsletterIssueEdited') return [];
  const d = e.data as Record<string, unknown>;
  return ISSUE_FIELDS.filter((f) => d[f] !== undefined);
};

/** A page of the history, newest first: the events before revision `before` (default: all), at most `limit`. */
export async function issueHistory(deps: Deps, id: number, q: { limit: number; before?: number | undefined }): Promise<NewsletterIssueHistory> {
  const all = await events(deps, id);
  const revision = all[all.length - 1]!.revision;
  const end = Math.min(q.before ?? revision + 1, revision + 1);
  const from = Math.max(0, end - q.limit);
  const page = all.filter((e) => e.revision >= from && e.revision < end);
  const name = deps.rm.stmt<[number], { display_name: string }>('SELECT display_name FROM users WHERE id = ?');
  const entries = page.reverse().map((r): NewsletterIssueHistoryEntry => {
    const e = r as unknown as NewsletterIssueEvent;
    const d = e.data as { restoredFrom?: number; at?: string; scheduledFor?: string };
    const scheduledAt = e.type === 'NewsletterIssueScheduled' || e.type === 'NewsletterIssueUnscheduled' ? d.at : d.scheduledFor;
    const actorId = r.metadata.actorId;
    return {
      revision: r.revision,
      type: r.type,
      at: r.metadata.at,
      actor: { id: actorId, displayName: actorId === null ? null : (name.get(actorId)?.display_name ?? null), role: r.metadata.actorRole },
      changed: changed(e),
      ...(d.restoredFrom !== undefined ? { restoredFrom: d.restoredFrom } : {}),
      ...(scheduledAt !== undefined ? { scheduledAt } : {}),
    };
  });
  return { entries, nextBefore: from > 0 ? from : null, revision };
}

type Folded = NewsletterIssueVersion & { raw: string; safe: string | null };

/** The issue right after the event at `revision`, with `raw` (the HTML as written) beside its safe form. */
export async function issueVersionAt(deps: Deps, id: number, revision: number): Promise<NewsletterIssueVersion & { raw: string }> {
  const all = await events(deps, id);
  if (revision > all[all.length - 1]!.revision) throw notFound(m.versionNotFound);
  let v: Folded | null = null;
  for (const r of all) {
    if (r.revision > revision) break;
    const e = r as unknown as NewsletterIssueEvent;
    if (e.type === 'NewsletterIssueCreated') {
      const d = e.data;
      v = { id, revision: r.revision, at: r.metadata.at, subject: d.subject, preheader: d.preheader, content: '', raw: d.content, safe: d.htmlPolicy === HTML_POLICY_VERSION ? d.safeContent : null, categoryIds: d.categoryIds, articleIds: d.articleIds, public: d.public };
    } else if (v) {
      const was: Folded = { ...v, revision: r.revision, at: r.metadata.at };
      if (e.type !== 'NewsletterIssueEdited') v = was;
      else {
        const d = e.data;
        v = {
          ...was, subject: d.subject ?? was.subject, preheader: d.preheader ?? was.preheader, categoryIds: d.categoryIds ?? was.categoryIds, articleIds: d.articleIds ?? was.articleIds, public: d.public ?? was.public,
          ...(d.content !== undefined ? { raw: d.content, safe: d.htmlPolicy === HTML_POLICY_VERSION && d.safeContent !== undefined ? d.safeContent : null } : {}),
        };
      }
    }
  }
  if (!v) throw notFound(m.versionNotFound);
  const { safe, ...rest } = v;
  return { ...rest, content: safe ?? sanitizeHtml(v.raw) };
}

/** The public shape of a version (without the HTML as written). */
export const issueVersionDto = ({ raw: _raw, ...v }: NewsletterIssueVersion & { raw: string }): NewsletterIssueVersion => v;
