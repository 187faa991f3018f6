import { articleSlugStream, articleStream, sanitizedContent } from '../../api/articles/article.decider.js';
import { commentStream } from '../../api/comments/comment.decider.js';
import { seal, type KeyStore } from '../../api/shared/personal-data.js';
import { forumStreams } from '../../schemas/forum/events.js';
import { productCategories, productStreams } from '../../schemas/products/events.js';
import { BENCH_ADMIN, logWriter } from './log-writer.js';
import { articleBody } from './scale-log.js';

/**
 * The read rows' data set (issue 14): N published articles, N comments, N forum threads, N
 * products and N reviews, written into the log as the commands write them (log-writer.ts) and
 * projected by the app before it announces its port. Member texts (comments, threads, replies,
 * reviews) are sealed with the demo member's key, as the commands seal them; a few sealed texts
 * are reused (sealing costs ~30 µs each). The measured items sit in the middle of their tables:
 *   - the article: one of the N/10 articles that carry the comments, 10 each (a full page of 10);
 *   - the thread: one of N threads in one category, with 10 replies;
 *   - the products list: page 1 of N products (newest first), each with one review.
 * Every article body and thread text holds COMMON_WORD, so the search row matches ~2 N documents.
 */

export interface ReadsFixtures {
  n: number;
  slug: string;
  articleId: number;
  threadId: number;
  events: number;
}

export const COMMON_WORD = 'consent';
const MEMBER = 2;
const ADMIN = BENCH_ADMIN;
const CATEGORIES = ['product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure', 'expert_qa'] as const;
const PER_ARTICLE = 10;

export function writeReadsLog(eventsFile: string, keys: KeyStore, n: number): ReadsFixtures {
  const log = logWriter(eventsFile, '2025-07-01T00:00:00.000Z');
  const { emit, ids } = log;
  const sealed = (texts: string[]) => texts.map((t) => seal(keys, MEMBER, t));
  try {
    const pool = [0, 1, 2, 3].map((i) => ({ content: articleBody(i), ...sanitizedContent(articleBody(i)) }));
    const firstArticle = ids('article', n);
    for (let i = 0; i < n; i++) {
      const id = firstArticle + i;
      const slug = `read-article-${id}`;
      emit(articleSlugStream(slug), 0, 'ArticleSlugReserved', { articleId: id }, ADMIN);
      const data = { articleId: id, authorId: ADMIN, slug, title: `Read article ${id}`, excerpt: `An article of the read benchmark, number ${id}.`, ...pool[id % 4]!, category: CATEGORIES[i % CATEGORIES.length], featured: false };
      emit(articleStream(id), 0, 'ArticleCreated', data, ADMIN);
      emit(articleStream(id), 1, 'ArticlePublished', { articleId: id }, ADMIN);
    }

    const comments = sealed([0, 1, 2, 3].map((i) => `A comment of the read benchmark, variant ${i}: thanks for the clear explanation of ${COMMON_WORD}.`));
    const firstComment = ids('comment', n);
    for (let i = 0; i < n; i++) {
      const id = firstComment + i;
      const articleId = firstArticle + Math.floor(i / PER_ARTICLE);
      emit(commentStream(id), 0, 'CommentPosted', { commentId: id, articleId, authorId: MEMBER, parentCommentId: null, content: comments[id % 4] }, MEMBER, [MEMBER]);
    }
    const articleId = firstArticle + Math.floor(Math.ceil(n / PER_ARTICLE) / 2);

    const categoryId = ids('forum-category', 1);
    emit(forumStreams.category(categoryId), 0, 'ForumCategoryCreated', { categoryId, name: 'Read benchmark', description: 'Threads of the read benchmark.', categoryType: 'general_discussion', position: 100 }, ADMIN);
    const titles = sealed([0, 1, 2, 3].map((i) => `How do we talk about ${COMMON_WORD}, take ${i}?`));
    const texts = sealed([0, 1, 2, 3].map((i) => `Variant ${i}: ${`we keep coming back to ${COMMON_WORD} and communication in our relationship. `.repeat(4)}`));
    const firstThread = ids('thread', n);
    for (let i = 0; i < n; i++) {
      const id = firstThread + i;
      emit(forumStreams.thread(id), 0, 'ThreadCreated', { threadId: id, categoryId, authorId: MEMBER, title: titles[id % 4], content: texts[id % 4] }, MEMBER, [MEMBER]);
    }
    const threadId = firstThread + Math.floor(n / 2);
    const firstReply = ids('forum-post', 10);
    for (let i = 0; i < 10; i++) emit(forumStreams.reply(firstReply + i), 0, 'ThreadReplyPosted', { postId: firstReply + i, threadId, authorId: MEMBER, content: texts[i % 4] }, MEMBER, [MEMBER]);

    const criterionId = ids('rating-criterion', 1);
    emit(productStreams.criterion(criterionId), 0, 'RatingCriterionDefined', { criterionId, name: 'Read benchmark quality', categories: [...productCategories] }, ADMIN);
    const firstProduct = ids('product', n);
    for (let i = 0; i < n; i++) {
      const id = firstProduct + i;
      const data = { productId: id, name: `Read product ${id}`, brand: `Brand ${id % 97}`, category: productCategories[i % productCategories.length], priceRange: '$20-$40', description: `A product of the read benchmark, number ${id}.`, imageUrl: null, affiliateLink: null };
      emit(productStreams.product(id), 0, 'ProductListed', data, ADMIN);
    }
    const [title, content] = [sealed(['Does what it says']), sealed([`Solid and easy to clean; we talked about ${COMMON_WORD} first.`])].map((x) => x[0]!);
    const firstReview = ids('product-review', n);
    for (let i = 0; i < n; i++) {
      const [reviewId, productId, rating] = [firstReview + i, firstProduct + i, 1 + (i % 5)];
      const data = { reviewId, productId, authorId: MEMBER, title, content, pros: null, cons: null, overallRating: rating, ratings: [{ criterionId, rating }] };
      emit(productStreams.review(productId, MEMBER), 0, 'ReviewSubmitted', data, MEMBER, [MEMBER]);
    }
    return { n, slug: `read-article-${articleId}`, articleId, threadId, events: log.written };
  } finally {
    log.close();
  }
}
