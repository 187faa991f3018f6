import type { EventStore, RecordedEvent } from '../event-store/port.js';
import type { ReadModel } from '../../projections/read-db.js';
import type { AccountExport } from '../../schemas/account/queries.js';
import { accountDeletionStream } from '../../schemas/account/events.js';
import { isSealed, unseal, type KeyStore } from '../shared/personal-data.js';

const BATCH = 1000;
/** Secrets about the member that an export must not hand to whoever holds the file. */
const REDACTED = new Set(['passwordHash', 'tokenHash']);

/**
 * Everything stored about one member, as JSON: their rows of each read model and the history of
 * their own events. Runs in the export job only: the event history walks the whole log.
 * Nothing of another member is included: only the member's own rows, other people's content by id
 * or slug (what places the member's own content), and sealed values only when sealed with the
 * member's key (subject = their id; a subscription's own key for its address).
 */
export async function buildExport(deps: { store: EventStore; keys: KeyStore; rm: ReadModel }, userId: number, now: Date): Promise<AccountExport> {
  const db = deps.rm.connection;
  const all = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
  const user = db.prepare('SELECT * FROM users WHERE id = ?').get(userId) as
    | { email: string | null; display_name: string; avatar_url: string | null; role: string; created_at: string; password_changed_at: string | null }
    | undefined;
  if (!user) throw new Error(`no member ${userId}`);
  const subscription = db.prepare('SELECT id, email, status, category_ids FROM newsletter_subscriptions WHERE member_id = ? ORDER BY id DESC LIMIT 1').get(userId) as
    | { id: number; email: string; status: string; category_ids: string }
    | undefined;
  const categoryName = db.prepare('SELECT name FROM newsletter_categories WHERE id = ?');
  const ownSubjects = new Set([userId, ...(subscription ? [-subscription.id] : [])]);
  return {
    format: 'osg-account-export/1',
    generatedAt: now.toISOString(),
    profile: { id: userId, email: user.email, displayName: user.display_name, avatarUrl: user.avatar_url, role: user.role, joinDate: user.created_at, passwordChangedAt: user.password_changed_at },
    comments: all<{ id: number; article_slug: string | null; parent_id: number | null; content: string | null; created_at: string; edited_at: string | null; deleted: number; status: string; score: number }>(
      `SELECT c.id, a.slug AS article_slug, c.parent_id, c.content, c.created_at, c.edited_at, c.deleted, c.status, c.score
       FROM comments c LEFT JOIN articles a ON a.id = c.article_id WHERE c.author_id = ? ORDER BY c.id`,
      userId,
    ).map((r) => ({ id: r.id, articleSlug: r.article_slug, parentCommentId: r.parent_id, content: r.content, createdAt: r.created_at, editedAt: r.edited_at, deleted: r.deleted === 1, status: r.status, score: r.score })),
    forumThreads: all<{ id: number; category: string | null; title: string | null; content: string | null; created_at: string; reply_count: number; view_count: number }>(
      `SELECT t.id, c.name AS category, t.title, t.content, t.created_at, t.reply_count, t.view_count
       FROM forum_threads t LEFT JOIN forum_categories c ON c.id = t.category_id WHERE t.author_id = ? ORDER BY t.id`,
      userId,
    ).map((r) => ({ id: r.id, category: r.category, title: r.title, content: r.content, createdAt: r.created_at, replyCount: r.reply_count, viewCount: r.view_count })),
    forumPosts: all<{ id: number; thread_id: number; content: string | null; created_at: string }>('SELECT id, thread_id, content, created_at FROM forum_posts WHERE author_id = ? ORDER BY id', userId).map(
      (r) => ({ id: r.id, threadId: r.thread_id, content: r.content, createdAt: r.created_at }),
    ),
    reviews: reviewsOf(deps.rm, userId),
    commentVotes: all<{ comment_id: number; slug: string | null; vote: number }>(
      `SELECT v.comment_id, a.slug, v.vote FROM comment_votes v LEFT JOIN comments c ON c.id = v.comment_id
       LEFT JOIN articles a ON a.id = c.article_id WHERE v.user_id = ? ORDER BY v.comment_id`,
      userId,
    ).map((r) => ({ commentId: r.comment_id, articleSlug: r.slug, vote: r.vote > 0 ? ('upvote' as const) : ('downvote' as const) })),
    helpfulMarks: all<{ review_id: number; product_id: number | null }>(
      'SELECT h.review_id, r.product_id FROM product_review_helpful h LEFT JOIN product_reviews r ON r.id = h.review_id WHERE h.user_id = ? ORDER BY h.review_id',
      userId,
    ).map((r) => ({ reviewId: r.review_id, productId: r.product_id })),
    reports: all<{ comment_id: number; reason: string | null; at: string }>('SELECT comment_id, reason, at FROM comment_flags WHERE user_id = ? ORDER BY at', userId).map((r) => ({
      commentId: r.comment_id,
      reason: r.reason,
      at: r.at,
    })),
    newsletter: subscription
      ? { email: subscription.email, status: subscription.status, categories: (JSON.parse(subscription.category_ids) as number[]).map((id) => (categoryName.get(id) as { name: string } | undefined)?.name ?? String(id)) }
      : null,
    events: await ownEvents(deps, userId, ownSubjects, subscription?.id),
  };
}

function reviewsOf(rm: ReadModel, userId: number): AccountExport['reviews'] {
  const db = rm.connection;
  const rows = db
    .prepare(
      `SELECT r.id, r.product_id, p.name AS product_name, r.title, r.content, r.pros, r.cons, r.overall_rating, r.created_at, r.helpful_count
       FROM product_reviews r LEFT JOIN products p ON p.id = r.product_id WHERE r.author_id = ? ORDER BY r.id`,
    )
    .all(userId) as { id: number; product_id: number; product_name: string | null; title: string | null; content: string | null; pros: string | null; cons: string | null; overall_rating: number; created_at: string; helpful_count: number }[];
  const ratings = db.prepare('SELECT c.name AS criterion, x.rating FROM product_review_ratings x LEFT JOIN rating_criteria c ON c.id = x.criterion_id WHERE x.review_id = ? ORDER BY x.criterion_id');
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    title: r.title,
    content: r.content,
    pros: r.pros,
    cons: r.cons,
    overallRating: r.overall_rating,
    ratings: ratings.all(r.id) as { criterion: string | null; rating: number }[],
    createdAt: r.created_at,
    helpfulCount: r.helpful_count,
  }));
}

/** The member's events: those they acted in, and those on their own streams (their account, their subscription). */
async function ownEvents(deps: { store: EventStore; keys: KeyStore }, userId: number, subjects: Set<number>, subscriptionId: number | undefined) {
  const own = new Set([`user-${userId}`, accountDeletionStream(userId), ...(subscriptionId ? [`newsletter-subscription-${subscriptionId}`] : [])]);
  const out: AccountExport['events'] = [];
  for (let after: string | null = null; ; ) {
    // readAll leaves out the internal streams (idempotency records, id counters, snapshots).
    const batch: RecordedEvent[] = await deps.store.readAll(after, BATCH);
    for (const e of batch) {
      const meta = e.metadata as { actorId?: number | null; at?: string } | undefined;
      if (meta?.actorId !== userId && !own.has(e.streamId)) continue;
      out.push({ type: e.type, at: meta?.at ?? '', stream: e.streamId, data: open(deps.keys, e.data, subjects) });
    }
    if (batch.length < BATCH) return out;
    after = batch[batch.length - 1]!.position;
  }
}

/** Opens the member's sealed values; anything sealed under another subject stays out. */
function open(keys: KeyStore, value: unknown, subjects: Set<number>, key?: string): unknown {
  if (key && REDACTED.has(key)) return '[not exported]';
  if (isSealed(value)) {
    const subject = Number(value.slice('enc:v1:'.length).split(':')[0]);
    return subjects.has(subject) ? unseal(keys, value) : null;
  }
  if (Array.isArray(value)) return value.map((v) => open(keys, v, subjects));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, open(keys, v, subjects, k)]));
  return value;
}
