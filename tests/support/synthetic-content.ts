import { articleSlugStream, articleStream } from '../../api/articles/article.decider.js';
import { commentStream } from '../../api/comments/comment.decider.js';
import type { NewEvent } from '../../api/event-store/port.js';
import { seal, type KeyStore } from '../../api/shared/personal-data.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';

/**
 * The members' and staff's content for synthetic logs, with the payloads and stream names
 * the commands write: articles with real-size HTML (slug reservation, ArticleCreated with
 * the safe HTML and policy version, mostly published), comments and replies (content sealed
 * with the author's key), edits and deletions, and votes, each member's vote on a comment
 * in its own stream `comment-vote-<commentId>-<userId>`. Some traffic is skewed onto one
 * article and one comment, as a popular thread is in a real log.
 */

type Rnd = { next(): number; int(lo: number, hi: number): number; pick<T>(xs: readonly T[]): T };
export type Planned = { type: string; data: unknown; metadata: NewEvent['metadata'] };

export interface ContentContext {
  rnd: Rnd;
  keys: KeyStore;
  seed: number;
  members: readonly { id: number }[];
  meta(actorId: number, subjects?: number[]): NewEvent['metadata'];
  push(streamId: string, events: Planned[]): void;
  /** Last ids used in the log ('article' and 'comment' sequences), advanced as ids are planned. */
  lastIds: { article: number; comment: number };
}

export const voteStream = (commentId: number, userId: number) => `comment-vote-${commentId}-${userId}`;

const TOPICS = ['consent', 'contraception', 'testing', 'communication', 'pleasure', 'anatomy', 'aftercare', 'boundaries'];

/** A ~6 KB article body in the markup staff write, with a few things the policy removes. */
function articleHtml(rnd: Rnd, n: number): string {
  const para = () => Array.from({ length: 60 }, () => rnd.pick(TOPICS)).join(' ');
  const parts = [`<h2>Part ${n}: ${rnd.pick(TOPICS)}</h2>`, `<p onclick="track()">${para()}</p>`];
  for (let i = 0; i < 8; i++) parts.push(`<h3>${rnd.pick(TOPICS)}</h3><p>${para()} <a href="https://example.org/${n}/${i}">source</a></p>`);
  parts.push(`<ul>${TOPICS.map((t) => `<li>${t}</li>`).join('')}</ul><script>alert(${n})</script>`);
  return parts.join('\n');
}

/** Sanitising costs milliseconds: a few bodies are built once per log and reused. */
function htmlPool(rnd: Rnd) {
  return Array.from({ length: 4 }, (_, i) => {
    const content = articleHtml(rnd, i);
    return { content, safeContent: sanitizeHtml(content) };
  });
}

export function contentPlanner(ctx: ContentContext) {
  const { rnd, keys, members } = ctx;
  let pool: ReturnType<typeof htmlPool> | undefined;
  const articles: number[] = [];
  const comments: { id: number; articleId: number; authorId: number; deleted: boolean }[] = [];
  const votes = new Map<string, 'upvote' | 'downvote'>();

  function article(): void {
    pool ??= htmlPool(rnd);
    const id = ++ctx.lastIds.article;
    const author = rnd.pick(members).id;
    const slug = `synthetic-${ctx.seed}-${id}`;
    const body = rnd.pick(pool);
    // One in 50 is an event from before the safe HTML was stored: the projector sanitises it.
    const html = rnd.next() < 0.02 ? { content: body.content } : { ...body, htmlPolicy: HTML_POLICY_VERSION };
    ctx.push(articleSlugStream(slug), [{ type: 'ArticleSlugReserved', data: { articleId: id }, metadata: ctx.meta(author) }]);
    const data = {
      articleId: id, authorId: author, slug, title: `On ${rnd.pick(TOPICS)} (${id})`, excerpt: `What to know about ${rnd.pick(TOPICS)}, part ${id}.`,
      ...html, category: rnd.pick(['expert_qa', 'product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure'] as const),
      featured: rnd.next() < 0.1, medicalReviewer: null, lastReviewed: null, sources: [],
    };
    ctx.push(articleStream(id), [
      { type: 'ArticleCreated', data, metadata: ctx.meta(author) },
      { type: 'ArticlePublished', data: { articleId: id }, metadata: ctx.meta(author) },
    ]);
    articles.push(id);
  }

  function comment(): void {
    const author = rnd.pick(members).id;
    const candidate = comments.length && rnd.next() < 0.35 ? (rnd.next() < 0.3 ? comments[0]! : rnd.pick(comments)) : null;
    // The decider refuses replies to deleted comments.
    const parent = candidate && !candidate.deleted ? candidate : null;
    const articleId = parent?.articleId ?? (rnd.next() < 0.3 ? articles[0]! : rnd.pick(articles));
    const id = ++ctx.lastIds.comment;
    const content = seal(keys, author, `Comment ${id} on ${rnd.pick(TOPICS)}: ${rnd.pick(TOPICS)} and ${rnd.pick(TOPICS)}.`);
    ctx.push(commentStream(id), [
      { type: 'CommentPosted', data: { commentId: id, articleId, authorId: author, parentCommentId: parent?.id ?? null, content }, metadata: ctx.meta(author, [author]) },
    ]);
    comments.push({ id, articleId, authorId: author, deleted: false });
  }

  function vote(): void {
    const c = rnd.next() < 0.2 ? comments[0]! : rnd.pick(comments);
    const user = rnd.pick(members).id;
    const key = `${c.id}:${user}`;
    const next = rnd.pick(['upvote', 'downvote', null] as const);
    if (next) votes.set(key, next);
    else votes.delete(key);
    ctx.push(voteStream(c.id, user), [{ type: 'CommentVoted', data: { commentId: c.id, userId: user, vote: next }, metadata: ctx.meta(user) }]);
  }

  function editOrDelete(): void {
    const c = rnd.pick(comments);
    if (c.deleted) return vote();
    if (rnd.next() < 0.25) {
      c.deleted = true;
      ctx.push(commentStream(c.id), [{ type: 'CommentDeleted', data: { commentId: c.id }, metadata: ctx.meta(c.authorId) }]);
    } else {
      const content = seal(keys, c.authorId, `Comment ${c.id}, edited: ${rnd.pick(TOPICS)}.`);
      ctx.push(commentStream(c.id), [{ type: 'CommentEdited', data: { commentId: c.id, content }, metadata: ctx.meta(c.authorId, [c.authorId]) }]);
    }
  }

  return {
    /**
     * Plans one content action of at most `remaining` events; false when none fits (the
     * caller then plans an account event). Articles come first, comments need an article,
     * votes and edits need a comment.
     */
    act(remaining: number): boolean {
      const r = rnd.next();
      if ((articles.length === 0 || r < 0.03) && remaining >= 3) article();
      else if (articles.length === 0) return false;
      else if (comments.length === 0 || r < 0.5) comment();
      else if (r < 0.93) vote();
      else editOrDelete();
      return true;
    },
  };
}
