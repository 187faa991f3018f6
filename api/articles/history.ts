import type { ArticleEvent, SanitizedContent } from '../../schemas/articles/events.js';
import { adminArticleMessages as m, type ArticleField, type ArticleHistoryEntry, type ArticleHistoryResponse, type ArticleVersion } from '../../schemas/admin/articles.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import type { RecordedEvent } from '../event-store/port.js';
import { articleDecider, articleStream } from './article.decider.js';
import { loadState } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';

/**
 * An article's history and its versions, read from its own event stream (not the read model),
 * so they cannot disagree with what happened. An article's stream holds its creation, edits,
 * publications and deletion: it grows only with admins' saves, and each read is bounded by it.
 */

const HISTORY_TYPES = new Set<string>(['ArticleCreated', 'ArticleEdited', 'ArticlePublished', 'ArticleUnpublished', 'ArticleDeleted', 'ArticleScheduled', 'ArticleScheduleCancelled']);

/** The schedule time an entry names (schedule.decider.ts): set or cancelled, or the one a publish by the schedule was for. */
const scheduleTime = (e: { type: string; data: unknown }): string | undefined => {
  const d = e.data as { publishAt?: string; scheduledFor?: string };
  return e.type === 'ArticlePublished' ? d.scheduledFor : e.type === 'ArticleScheduled' || e.type === 'ArticleScheduleCancelled' ? d.publishAt : undefined;
};
const FIELDS: ArticleField[] = ['title', 'slug', 'excerpt', 'content', 'category', 'featured'];
const EDITABLE: ArticleField[] = [...FIELDS, 'tags', 'coverImage'];

type Edited = Extract<ArticleEvent, { type: 'ArticleEdited' }>['data'];

/** The fields an event set: all of them at creation, the changed ones on an edit. */
export function changedFields(e: { type: string; data: unknown }): ArticleField[] {
  // Tags count as set at creation only when there were some (articles from before tags have none).
  if (e.type === 'ArticleCreated') {
    const d = e.data as { tags?: string[]; coverImage?: string | null };
    return [...FIELDS, ...(d.tags?.length ? (['tags'] as const) : []), ...(d.coverImage ? (['coverImage'] as const) : [])];
  }
  if (e.type !== 'ArticleEdited') return [];
  const d = e.data as Edited;
  return EDITABLE.filter((f) => d[f] !== undefined);
}

/** The current revision of a stream that exists; 404 otherwise. */
async function currentRevision(deps: Deps, id: number): Promise<number> {
  const { state } = await loadState(deps.store, articleStream(id), articleDecider);
  if (state.status === 'none') throw notFound(m.notFound);
  return state.revision;
}

const displayNames = (deps: Deps, ids: (number | null)[]) => {
  const stmt = deps.rm.stmt<[number], { display_name: string }>('SELECT display_name FROM users WHERE id = ?');
  return new Map([...new Set(ids.filter((i): i is number => i !== null))].map((i) => [i, stmt.get(i)?.display_name ?? null]));
};

/** A page of the history, newest first: the events before revision `before` (default: all), at most `limit`. */
export async function articleHistory(deps: Deps, id: number, q: { limit: number; before?: number }): Promise<ArticleHistoryResponse> {
  const revision = await currentRevision(deps, id);
  const end = Math.min(q.before ?? revision + 1, revision + 1);
  const from = Math.max(0, end - q.limit);
  const events = end > 0 ? (await deps.store.readStream(articleStream(id), from)).filter((e) => e.revision < end) : [];
  const names = displayNames(deps, events.map((e) => e.metadata.actorId));
  const entries = events
    .filter((e) => HISTORY_TYPES.has(e.type))
    .reverse()
    .map((e): ArticleHistoryEntry => {
      const restoredFrom = e.type === 'ArticleEdited' ? (e.data as Edited).restoredFrom : undefined;
      const publishAt = scheduleTime(e);
      return {
        revision: e.revision,
        type: e.type as ArticleHistoryEntry['type'],
        at: e.metadata.at,
        actor: { id: e.metadata.actorId, displayName: e.metadata.actorId === null ? null : (names.get(e.metadata.actorId) ?? null), role: e.metadata.actorRole },
        changed: changedFields(e),
        ...(restoredFrom !== undefined ? { restoredFrom } : {}),
        ...(publishAt !== undefined ? { publishAt } : {}),
      };
    });
  return { entries, nextBefore: from > 0 ? from : null, revision };
}

/** The article's fields after each event folded so far; `raw` is the HTML as written. */
export interface FoldedVersion extends ArticleVersion {
  raw: string;
  deleted: boolean;
}

const safeOf = (d: { content: string } & SanitizedContent) =>
  d.htmlPolicy === HTML_POLICY_VERSION && typeof d.safeContent === 'string' ? d.safeContent : null;

/** Folds events into the version they leave (the safe HTML is worked out once, at the end). */
export function foldVersion(events: RecordedEvent[]): (FoldedVersion & { safe: string | null }) | null {
  let v: (FoldedVersion & { safe: string | null }) | null = null;
  for (const e of events) {
    const a = e as unknown as ArticleEvent;
    if (a.type === 'ArticleCreated') {
      const d = a.data;
      v = {
        id: d.articleId, revision: e.revision, at: e.metadata.at, title: d.title, slug: d.slug, excerpt: d.excerpt, content: '', raw: d.content,
        safe: safeOf(d), category: d.category, tags: d.tags ?? [], coverImage: d.coverImage ?? null, featured: d.featured, published: false, deleted: false,
      };
      continue;
    }
    if (!v) continue;
    v = { ...v, revision: e.revision, at: e.metadata.at };
    if (a.type === 'ArticleEdited') {
      const d = a.data;
      v = {
        ...v, title: d.title ?? v.title, slug: d.slug ?? v.slug, excerpt: d.excerpt ?? v.excerpt, category: d.category ?? v.category,
        tags: d.tags ?? v.tags, coverImage: d.coverImage !== undefined ? d.coverImage : v.coverImage, featured: d.featured ?? v.featured,
        ...(d.content !== undefined ? { raw: d.content, safe: safeOf({ ...d, content: d.content }) } : {}),
      };
    } else if (a.type === 'ArticlePublished' || a.type === 'ArticleUnpublished') v = { ...v, published: a.type === 'ArticlePublished' };
    else if (a.type === 'ArticleDeleted') v = { ...v, deleted: true };
  }
  return v;
}

/** The article as it was right after the event at `revision`. */
export async function articleVersionAt(deps: Deps, id: number, revision: number): Promise<FoldedVersion> {
  const current = await currentRevision(deps, id);
  if (revision > current) throw notFound(m.versionNotFound);
  const events = (await deps.store.readStream(articleStream(id), 0)).filter((e) => e.revision <= revision);
  const v = foldVersion(events);
  if (!v) throw notFound(m.versionNotFound);
  const { safe, ...rest } = v;
  return { ...rest, content: safe ?? sanitizeHtml(v.raw) };
}

/** The public shape of a version (no raw HTML, no deletion flag). */
export const versionDto = ({ raw: _raw, deleted: _deleted, ...v }: FoldedVersion): ArticleVersion => v;
