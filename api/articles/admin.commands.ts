import type { ArticleEvent } from '../../schemas/articles/events.js';
import {
  adminArticleMessages as m,
  bulkArticlesInput,
  createArticleInput,
  deleteArticleInput,
  editArticleInput,
  restoreArticleInput,
  type BulkArticlesInput,
  type BulkItemResult,
} from '../../schemas/admin/articles.js';
import { slugify } from '../../schemas/admin/slug.js';
import {
  articleDecider,
  articleSlugStream,
  articleStream,
  assertLive,
  createArticle,
  deleteArticle,
  editArticle,
  setPublished,
  type ArticleChanges,
  type ArticleState,
} from './article.decider.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { eachItem } from '../shared/bulk.js';
import { deleteOneOrMany } from '../shared/delete-items.js';
import { runCommand } from '../shared/idempotency.js';
import { itemCommand, newSluggedItemStream } from '../shared/item-streams.js';
import { restoredEdit } from '../shared/restored-edit.js';
import { parseInput } from '../shared/validation.js';
import { articleVersionAt } from './history.js';
import { claimSlug, releaseSlug, reservedBy } from './slugs.js';

export type Admin = CommandContext & { actorId: number };
export interface Outcome {
  articleId: number;
  position: string;
  events: ArticleEvent[];
}

/**
 * Admin article commands. Each runs through `runCommand`, so with an Idempotency-Key a retry
 * answers the first result (the same article id) and appends nothing (T37); each decides on
 * the article's own stream with its exact revision, and claims slugs on their reservation
 * streams (slugs.ts) before its events can land.
 */
export async function createArticleCommand(deps: Deps, body: unknown, ctx: Admin): Promise<Outcome> {
  const cmd = parseInput(createArticleInput, body);
  const slug = cmd.slug ?? slugify(cmd.title);
  if (slug.length < 3) throw badRequest(m.slugRequired, 'validation');
  const prepare = newSluggedItemStream(deps, ctx, {
    kind: 'article',
    idKey: 'articleId',
    stream: articleStream,
    slugStream: articleSlugStream(slug),
    reservedBy: (reservation) => reservedBy(deps.store, slug, reservation),
    claim: (articleId, reservation) => claimSlug(deps.store, ctx, slug, articleId, -1, reservation),
  });
  const res = await runCommand(deps.store, ctx, {
    command: 'article.create',
    input: cmd,
    prepare,
    decider: articleDecider,
    decide: (s, { articleId }) => {
      const { published, featured, title, excerpt, content, category, tags, coverImage } = cmd;
      const extra = { ...(tags.length ? { tags } : {}), ...(coverImage ? { coverImage } : {}) };
      return createArticle(s, { articleId, authorId: ctx.actorId, slug, title, excerpt, content, category, featured, published, ...extra });
    },
    // The slug must still be this article's (no copy of this request reserved it for another id).
    beforeAppend: (s, _events, { articleId }) => claimSlug(deps.store, ctx, slug, articleId, s.revision),
  });
  return { articleId: res.result.articleId, position: res.position, events: res.events };
}

type Change = ArticleChanges & { id: number; expectedRevision?: number; restoredFrom?: number };

const onArticle = itemCommand({ idKey: 'articleId', stream: articleStream, decider: articleDecider });

/** An edit (or a restore): the changed fields, a new slug claimed first and the old one released after. */
async function changeArticle(deps: Deps, ctx: Admin, command: string, input: unknown, change: Change): Promise<Outcome> {
  let before: ArticleState | null = null;
  const res = await onArticle(deps, ctx, {
    command,
    input,
    id: change.id,
    decide: (s) => editArticle(s, change),
    // A new slug is claimed before the edit can land; the old one is released after.
    beforeAppend: async (s, events) => {
      const slug = editedSlug(events);
      if (slug !== undefined) await claimSlug(deps.store, ctx, slug, change.id, s.revision);
      before = s;
    },
  });
  const old = before as ArticleState | null;
  if (old && old.status !== 'none' && editedSlug(res.events) !== undefined) await releaseSlug(deps.store, ctx, old.slug, change.id);
  return { articleId: change.id, position: res.position, events: res.events };
}

const editedSlug = (events: ArticleEvent[]) => {
  const e = events.find((x) => x.type === 'ArticleEdited');
  return e?.type === 'ArticleEdited' ? e.data.slug : undefined;
};

export async function editArticleCommand(deps: Deps, body: unknown, ctx: Admin): Promise<Outcome> {
  const cmd = parseInput(editArticleInput, body);
  return changeArticle(deps, ctx, 'article.edit', cmd, cmd);
}

/** A version at `revision` becomes a new edit carrying its fields and `restoredFrom`; the published state stays as it is. */
export async function restoreArticleCommand(deps: Deps, body: unknown, ctx: Admin): Promise<Outcome> {
  const cmd = parseInput(restoreArticleInput, body);
  const change: Change = await restoredEdit(deps, cmd, articleVersionAt, (v) => ({
    title: v.title, slug: v.slug, excerpt: v.excerpt, content: v.raw, category: v.category as ArticleChanges['category'], tags: v.tags, coverImage: v.coverImage, featured: v.featured,
  }));
  return changeArticle(deps, ctx, 'article.restore', cmd, change);
}

/** Publishes or unpublishes one article; already in that state: nothing appended, still a success. */
export async function publishArticleCommand(deps: Deps, ctx: Admin, id: number, published: boolean): Promise<Outcome> {
  const res = await onArticle(deps, ctx, { command: published ? 'article.publish' : 'article.unpublish', input: { id }, id, decide: (s) => setPublished(s, published) });
  return { articleId: id, position: res.position, events: res.events };
}

export async function deleteOneArticle(deps: Deps, ctx: Admin, id: number): Promise<Outcome> {
  let slug: string | null = null;
  const res = await onArticle(deps, ctx, {
    command: 'article.delete',
    input: { id },
    id,
    decide: (s) => {
      slug = assertLive(s).slug;
      return deleteArticle(s);
    },
  });
  if (slug) await releaseSlug(deps.store, ctx, slug, id);
  return { articleId: id, position: res.position, events: res.events };
}

export interface BulkOutcome {
  results: BulkItemResult[];
  position: string;
}

/** Each article is its own command under its own key (api/shared/bulk.ts). */
const eachArticle = (deps: Deps, ctx: Admin, ids: number[], run: (ctx: Admin, id: number) => Promise<Outcome>): Promise<BulkOutcome> =>
  eachItem(() => deps.store.head(), ctx, ids, run);

export async function bulkArticlesCommand(deps: Deps, body: unknown, ctx: Admin): Promise<BulkOutcome & { action: BulkArticlesInput['action'] }> {
  const cmd = parseInput(bulkArticlesInput, body);
  const run =
    cmd.action === 'delete'
      ? (c: Admin, id: number) => deleteOneArticle(deps, c, id)
      : (c: Admin, id: number) => publishArticleCommand(deps, c, id, cmd.action === 'publish');
  return { ...(await eachArticle(deps, ctx, cmd.ids, run)), action: cmd.action };
}

/** `{ id }` deletes one (a refusal is the request's error); `{ ids }` deletes several with per-item results. */
export async function deleteArticlesCommand(deps: Deps, body: unknown, ctx: Admin): Promise<BulkOutcome & { single: boolean }> {
  const cmd = parseInput(deleteArticleInput, body);
  return deleteOneOrMany(() => deps.store.head(), ctx, cmd, (c, id) => deleteOneArticle(deps, c, id));
}
