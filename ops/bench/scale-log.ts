import { articleSlugStream, articleStream, sanitizedContent } from '../../api/articles/article.decider.js';
import { commentStream } from '../../api/comments/comment.decider.js';
import { seal, type KeyStore } from '../../api/shared/personal-data.js';
import { BENCH_ADMIN, logWriter } from './log-writer.js';

/**
 * The data of the scale rows, written straight into the SQLite log in large transactions
 * (an append per event would take minutes at 100,000), with the payloads and stream names
 * the commands write and personal data sealed with the member's key, as they seal it. Each
 * big item has a small control in the same log:
 *   - N articles with HTML (sanitised once, as the create command stores it), 20 of them in
 *     'expert_qa' (the list's control) and the rest in the other categories;
 *   - the hot article: N comments and N/2 replies; the control article: 12 comments and 6
 *     replies (every other comment answered once on both, so their pages have one shape);
 *   - the hot comment: N votes by N voters; the control comment: none;
 *   - the demo member's stream: N profile edits; the control member (the demo admin): none.
 *     The demo member also wrote every comment above (1.5 N), so the profile's post count is
 *     measured at that size too (it is kept per author by the comments projection).
 */

export interface ScaleFixtures {
  n: number;
  hotArticle: number;
  smallArticle: number;
  smallSlug: string;
  hotComment: number;
  freshComment: number;
  events: number;
}

const MEMBER = 2;
const ADMIN = BENCH_ADMIN;
/** The control article's top-level comments (a page of 10 and a bit more). */
const SMALL_TOPS = 12;
const CATEGORIES = ['product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure'] as const;

/** A ~2 KB article body in the markup staff write. */
export function articleBody(i: number) {
  const para = (k: number) => `<p>Part ${k} of article ${i}: ${'consent, communication and care are the core of it. '.repeat(6)}<a href="https://example.org/${i}/${k}">source</a></p>`;
  return `<h2>Article ${i}</h2>\n${[1, 2, 3, 4].map(para).join('\n')}\n<ul><li>one</li><li>two</li></ul>`;
}

export function writeScaleLog(eventsFile: string, keys: KeyStore, n: number): ScaleFixtures {
  const log = logWriter(eventsFile);
  const { emit, ids } = log;
  try {
    const pool = [0, 1, 2, 3].map((i) => ({ content: articleBody(i), ...sanitizedContent(articleBody(i)) }));
    const firstArticle = ids('article', n + 2);
    const article = (id: number, category: string) => {
      const slug = `bench-article-${id}`;
      emit(articleSlugStream(slug), 0, 'ArticleSlugReserved', { articleId: id }, ADMIN);
      const data = { articleId: id, authorId: ADMIN, slug, title: `Bench article ${id}`, excerpt: `An article of the benchmark, number ${id}.`, ...pool[id % 4]!, category, featured: id % 50 === 0 };
      emit(articleStream(id), 0, 'ArticleCreated', data, ADMIN);
      emit(articleStream(id), 1, 'ArticlePublished', { articleId: id }, ADMIN);
      return slug;
    };
    for (let i = 0; i < n; i++) article(firstArticle + i, i < 20 ? 'expert_qa' : CATEGORIES[i % CATEGORIES.length]!);
    const hotArticle = firstArticle + n;
    const smallArticle = firstArticle + n + 1;
    article(hotArticle, 'sexual_health');
    const smallSlug = article(smallArticle, 'sexual_health');

    // Sealing costs ~30 µs: a few sealed texts per member are reused, as the replay bench does.
    const texts = [0, 1, 2, 3].map((i) => seal(keys, MEMBER, `A comment of the benchmark, variant ${i}: thanks for the clear explanation.`));
    // Every other top-level comment has one reply, on both articles, so a page of 10 holds 10
    // comments and 5 replies on each: the control's page is the same shape as the big one's
    // (it had 6 comments and no replies, which made page 1 of the big article look 0.7x).
    const tops = Math.max(1, n);
    const replies = Math.floor(n / 2);
    const firstComment = ids('comment', tops + replies + SMALL_TOPS + SMALL_TOPS / 2);
    const post = (id: number, articleId: number, parent: number | null) =>
      emit(commentStream(id), 0, 'CommentPosted', { commentId: id, articleId, authorId: MEMBER, parentCommentId: parent, content: texts[id % 4] }, MEMBER, [MEMBER]);
    for (let i = 0; i < tops; i++) post(firstComment + i, hotArticle, null);
    for (let i = 0; i < replies; i++) post(firstComment + tops + i, hotArticle, firstComment + 2 * i + 1);
    const small = firstComment + tops + replies;
    for (let i = 0; i < SMALL_TOPS; i++) post(small + i, smallArticle, null);
    for (let i = 0; i < SMALL_TOPS / 2; i++) post(small + SMALL_TOPS + i, smallArticle, small + 2 * i + 1);
    // The vote control: the small article's newest comment, with no votes.
    const freshComment = small + SMALL_TOPS - 1;

    // N votes by N voters (ids past every member: votes carry no personal data), each in the
    // per-member vote stream the vote command writes.
    const hotComment = firstComment + tops - 1;
    for (let i = 0; i < n; i++) {
      const voter = 1_000_000 + i;
      emit(`comment-vote-${hotComment}-${voter}`, 0, 'CommentVoted', { commentId: hotComment, userId: voter, vote: i % 4 ? 'upvote' : 'downvote' }, voter);
    }

    let rev = log.revisionOf(`user-${MEMBER}`);
    const names = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => seal(keys, MEMBER, `Demo Member ${i}`));
    for (let i = 0; i < n; i++) emit(`user-${MEMBER}`, ++rev, 'ProfileUpdated', { userId: MEMBER, displayName: names[i % 8] }, MEMBER, [MEMBER]);
    return { n, hotArticle, smallArticle, smallSlug, hotComment, freshComment, events: log.written };
  } finally {
    log.close();
  }
}
