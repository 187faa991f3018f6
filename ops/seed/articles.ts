import { articleStream, articleSlugStream, createArticle, articleDecider } from '../../api/articles/article.decider.js';
import { commentDecider, commentStream, commentVoteStream, memberVoteDecider, post, vote } from '../../api/comments/comment.decider.js';
import { handleCommand, loadState, type CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';
import { seal } from '../../api/shared/personal-data.js';
import { seedArticles, seedAuthors, seedMembers, type SeedComment } from './content/articles.js';
import { seedContentAccount } from './accounts.js';

const HOUR = 3_600_000;

const at = (ctx: CommandContext, time: Date, actorId: number | null = null): CommandContext => ({
  ...ctx,
  actorId,
  actorRole: actorId ? 'user' : 'system',
  now: time,
});

/**
 * The magazine's seeded articles with their comment threads, appended through the same
 * deciders as the site so a replay reproduces them exactly. Staff authors and members
 * are real accounts with passwords nobody knows.
 */
export async function seedArticlesAndComments(deps: Deps, ctx: CommandContext) {
  const people = new Map<string, number>();
  for (const p of [...seedAuthors, ...seedMembers]) {
    const { userId } = await seedContentAccount(deps, at(ctx, new Date('2025-01-05T09:00:00Z')), { ...p, role: 'user' });
    people.set(p.displayName, userId);
  }
  const idOf = (name: string) => {
    const id = people.get(name);
    if (!id) throw new Error(`seed content names an unknown person: ${name}`);
    return id;
  };
  for (const a of seedArticles) {
    const articleId = await deps.store.nextId('article');
    const created = new Date(a.createdAt);
    const c = at(ctx, created);
    await handleCommand(deps.store, articleSlugStream(a.slug), articleDecider, () => [{ type: 'ArticleSlugReserved', data: { articleId } }], c);
    await handleCommand(deps.store, articleStream(articleId), articleDecider, (s) =>
      createArticle(s, {
        articleId, authorId: idOf(a.author), slug: a.slug, title: a.title, excerpt: a.excerpt, content: a.content,
        category: a.category, featured: a.featured, published: a.published,
        medicalReviewer: a.medicalReviewer ?? null, lastReviewed: a.lastReviewed ?? null, sources: a.sources,
      }), c);
    let t = created.getTime();
    const postAll = async (comments: SeedComment[], parent: number | null) => {
      for (const cm of comments) {
        t += 5 * HOUR;
        const authorId = idOf(cm.author);
        const commentId = await deps.store.nextId('comment');
        const cc = at(ctx, new Date(t), authorId);
        await handleCommand(deps.store, commentStream(commentId), commentDecider, (s) =>
          post(s, { commentId, articleId, authorId, parentCommentId: parent, content: seal(deps.keys, authorId, cm.content) }), cc, { subjects: [authorId] });
        for (const v of cm.votes ?? []) {
          t += 20 * 60_000;
          const voter = idOf(v.by);
          const comment = (await loadState(deps.store, commentStream(commentId), commentDecider)).state;
          await handleCommand(deps.store, commentVoteStream(commentId, voter), memberVoteDecider, (mine) => vote(comment, mine, { userId: voter, voteType: v.vote }), at(ctx, new Date(t), voter));
        }
        await postAll(cm.replies ?? [], commentId);
      }
    };
    if (a.published) await postAll(a.comments, null);
  }
}
