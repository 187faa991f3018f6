import { createHash } from 'node:crypto';
import type { ArticleEvent, ArticleFields, ArticleStreamEvent, SanitizedContent } from '../../schemas/articles/events.js';
import { adminArticleMessages as am } from '../../schemas/admin/articles.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { revisionCounted } from '../shared/deciders.js';
import { badRequest, notFound } from '../shared/errors.js';
import { exhaustive } from '../shared/exhaustive.js';
import { nameClaim, nameReservationDecider, type NameReservationState } from '../shared/name-claim.js';
import { liveIn } from '../shared/staff-decisions.js';

export const articleStream = (id: number) => `article-${id}`;
export const articleSlugStream = (slug: string) => `article-slug-${slug}`;

/** The fields an edit compares (content by the hash of its safe HTML: the state stays small in the load cache). */
export interface ArticleMeta {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** Folded tags in the editor's order ([] before tags existed). */
  tags: string[];
  coverImage?: string | null;
  featured: boolean;
  contentHash: string;
  authorId: number;
  /** When the draft is to be published by its schedule (ISO), or null (schedule.decider.ts). */
  publishAt: string | null;
}

/** `revision` is the stream's own revision (-1: no stream), counted by `evolve`: every event of the stream is folded. */
export type ArticleState =
  | { status: 'none'; revision: number }
  | ({ status: 'draft' | 'published'; id: number; revision: number } & ArticleMeta)
  | { status: 'deleted'; id: number; slug: string; revision: number };

const safeOf = (d: { content: string } & SanitizedContent) =>
  d.htmlPolicy === HTML_POLICY_VERSION && typeof d.safeContent === 'string' ? d.safeContent : d.content;
export const contentHash = (safe: string) => createHash('sha256').update(safe).digest('base64url');

/** The state after `e`, at the previous revision (`evolve` counts it). */
function next(state: ArticleState, e: ArticleStreamEvent): ArticleState {
  const revision = state.revision;
  switch (e.type) {
    case 'ArticleCreated': {
      const d = e.data;
      return {
        status: 'draft', revision, id: d.articleId, slug: d.slug, title: d.title, excerpt: d.excerpt, category: d.category,
        tags: d.tags ?? [], coverImage: d.coverImage ?? null, featured: d.featured, contentHash: contentHash(safeOf(d)), authorId: d.authorId,
        publishAt: null,
      };
    }
    case 'ArticleEdited': {
      if (state.status !== 'draft' && state.status !== 'published') return state;
      const d = e.data;
      return {
        ...state,
        slug: d.slug ?? state.slug, title: d.title ?? state.title, excerpt: d.excerpt ?? state.excerpt, category: d.category ?? state.category,
        tags: d.tags ?? state.tags ?? [], coverImage: d.coverImage !== undefined ? d.coverImage : (state.coverImage ?? null), featured: d.featured ?? state.featured, contentHash: d.content !== undefined ? contentHash(safeOf({ ...d, content: d.content })) : state.contentHash,
      };
    }
    // Publishing (by hand or by the schedule) or unpublishing ends any schedule.
    case 'ArticlePublished':
      return state.status === 'draft' ? { ...state, status: 'published', publishAt: null } : state;
    case 'ArticleUnpublished':
      return state.status === 'published' ? { ...state, status: 'draft', publishAt: null } : state;
    case 'ArticleScheduled':
      return state.status === 'draft' ? { ...state, publishAt: e.data.publishAt } : state;
    case 'ArticleScheduleCancelled':
      return state.status === 'draft' || state.status === 'published' ? { ...state, publishAt: null } : state;
    case 'ArticleDeleted':
      return state.status === 'none' || state.status === 'deleted' ? state : { status: 'deleted', revision, id: state.id, slug: state.slug };
    default:
      return exhaustive(e);
  }
}

export const articleDecider = revisionCounted<ArticleState, ArticleStreamEvent>({ initialState: { status: 'none', revision: -1 }, snapshotVersion: 5, next });

/**
 * Article HTML is sanitised once, when the command is accepted: the event keeps the raw HTML
 * and the safe form with its policy version, so projecting (and every replay) copies it.
 * The sanitiser is deterministic (no time, no randomness), so deciding stays pure.
 */
export const sanitizedContent = (content: string): Required<SanitizedContent> => ({ safeContent: sanitizeHtml(content), htmlPolicy: HTML_POLICY_VERSION });

export function createArticle(state: ArticleState, cmd: ArticleFields & { articleId: number; authorId: number; published: boolean }): ArticleStreamEvent[] {
  if (state.status !== 'none') throw badRequest('Article already exists', 'article_exists');
  const { published, ...fields } = cmd;
  const events: ArticleStreamEvent[] = [{ type: 'ArticleCreated', data: { ...fields, ...sanitizedContent(fields.content) } }];
  if (published) events.push({ type: 'ArticlePublished', data: { articleId: cmd.articleId } });
  return events;
}

/** Comments may only be written under a published article. */
export function assertPublished(state: ArticleState): { id: number } {
  if (state.status !== 'published') throw notFound('Article not found');
  return state;
}

export type LiveArticle = Extract<ArticleState, { status: 'draft' | 'published' }>;

/**
 * An article an admin can change: it exists and is not deleted (a deleted one is as gone as a
 * missing one), still at `expectedRevision` when the editor names the revision they saw (409).
 */
export const assertLive = (state: ArticleState, expectedRevision?: number): LiveArticle => liveIn(state, ['draft', 'published'], am, expectedRevision);

export interface ArticleChanges {
  title?: string;
  slug?: string;
  excerpt?: string;
  content?: string;
  category?: ArticleFields['category'];
  tags?: string[];
  coverImage?: string | null;
  featured?: boolean;
  published?: boolean;
}

/**
 * An edit becomes at most an ArticleEdited carrying only the fields that differ (content
 * compared by its sanitised form) and an ArticlePublished or ArticleUnpublished when the
 * published flag changes. Nothing differs: no events.
 */
export function editArticle(state: ArticleState, cmd: ArticleChanges & { expectedRevision?: number; restoredFrom?: number }): ArticleStreamEvent[] {
  const s = assertLive(state, cmd.expectedRevision);
  const data: Extract<ArticleStreamEvent, { type: 'ArticleEdited' }>['data'] = { articleId: s.id };
  let changed = false;
  for (const k of ['title', 'slug', 'excerpt', 'category', 'featured', 'coverImage'] as const) {
    const v = cmd[k];
    if (v !== undefined && v !== (s[k] ?? null)) {
      Object.assign(data, { [k]: v });
      changed = true;
    }
  }
  if (cmd.tags !== undefined && !sameTags(cmd.tags, s.tags ?? [])) {
    data.tags = cmd.tags;
    changed = true;
  }
  if (cmd.content !== undefined) {
    const safe = sanitizedContent(cmd.content);
    if (contentHash(safe.safeContent) !== s.contentHash) {
      Object.assign(data, { content: cmd.content }, safe);
      changed = true;
    }
  }
  const events: ArticleStreamEvent[] = [];
  if (changed) events.push({ type: 'ArticleEdited', data: cmd.restoredFrom === undefined ? data : { ...data, restoredFrom: cmd.restoredFrom } });
  if (cmd.published !== undefined) events.push(...setPublished(s, cmd.published));
  return events;
}

/** Tags are an ordered list: a reorder is a change the reader sees (the article page shows them in order). */
const sameTags = (a: string[], b: string[]) => a.length === b.length && a.every((t, i) => t === b[i]);

/** Publishing a published article (or unpublishing a draft) changes nothing and appends nothing. */
export function setPublished(state: ArticleState, published: boolean): ArticleStreamEvent[] {
  const s = assertLive(state);
  if ((s.status === 'published') === published) return [];
  return [{ type: published ? 'ArticlePublished' : 'ArticleUnpublished', data: { articleId: s.id } }];
}

export function deleteArticle(state: ArticleState, expectedRevision?: number): ArticleStreamEvent[] {
  const s = assertLive(state, expectedRevision);
  return [{ type: 'ArticleDeleted', data: { articleId: s.id } }];
}

/**
 * A slug's reservation stream (`article-slug-<slug>`): who holds it, since when, and at which
 * revision of their own stream the holder meant to start using it (`holderRevision`).
 */
export type SlugState = NameReservationState;

export const slugDecider = nameReservationDecider<ArticleEvent>({
  reservation: (e) => (e.type === 'ArticleSlugReserved' ? { holder: e.data.articleId, holderRevision: e.data.articleRevision ?? -1 } : null),
  release: (e) => (e.type === 'ArticleSlugReleased' ? e.data.articleId : null),
  unheld: {},
  snapshotVersion: 1,
});

/**
 * Whether `articleId` may use `slug`, decided from the slug's stream and its holder's stream
 * (never the read model), by the rule of every unique name (api/shared/name-claim.ts).
 */
export function slugClaim(slugState: SlugState, holder: ArticleState | null, articleId: number, slug: string, now: Date): 'mine' | 'free' | 'taken' {
  const held = holder && { status: holder.status, revision: holder.revision, ...(holder.status === 'none' ? {} : { name: holder.slug }) };
  return nameClaim(slugState, held, articleId, slug, now);
}

/** The reservation to append, or none when this article already holds it for this revision. */
export function reserveSlug(slugState: SlugState, claim: 'mine' | 'free' | 'taken', cmd: { articleId: number; articleRevision: number }): ArticleEvent[] {
  if (claim === 'taken') throw badRequest(am.slugTaken, 'slug_taken');
  if (claim === 'mine' && slugState.holderRevision === cmd.articleRevision) return [];
  return [{ type: 'ArticleSlugReserved', data: { articleId: cmd.articleId, articleRevision: cmd.articleRevision } }];
}

