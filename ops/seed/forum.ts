import { randomUUID } from 'node:crypto';
import { emailTag } from '../../api/auth/register-user.command.js';
import { emailStream, reservationDecider } from '../../api/auth/user.decider.js';
import { addCategory } from '../../api/forum/category.commands.js';
import { lockThread, pinThread, replyToThread, startThread } from '../../api/forum/commands.js';
import { loadState, type CommandContext } from '../../api/shared/command.js';
import type { Deps } from '../../api/shared/deps.js';
import { forumStreams } from '../../schemas/forum/events.js';
import { DEMO_ACCOUNTS, seedContentAccount } from './accounts.js';
import { seedAuthors, seedMembers } from './content/articles.js';
import type { SeedForumContent, SeedForumThread } from './content/forum-types.js';
import { seedForumCategories, seedForumThreads } from './content/forum.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Who 'admin' is when the demo accounts are not seeded (production content seeding). */
const FORUM_MODERATOR = { email: 'forum.moderator@example.com', displayName: 'Forum Moderator', role: 'admin' as const };

type Action = { at: number; order: number; run: (ctx: CommandContext) => Promise<unknown> };

/** The member an email's reservation stream names (write side: the read model may lag). */
async function holderOf(deps: Deps, email: string): Promise<number | null> {
  return (await loadState(deps.store, emailStream(emailTag(deps.keys, email)), reservationDecider)).state.holder;
}

/**
 * Seeds the forum through its own commands, so a replay reproduces it: the categories, then every
 * thread, reply, pin and lock in the order of their times (dated through the command context),
 * so the projection's newest-activity order matches the dates; then one batch of the threads'
 * views. Authors are the seed people of ops/seed/content/articles.ts (seeded before this), by
 * display name, and 'admin' is the demo admin. Times are relative to `ctx.now` and never later.
 */
export async function seedForum(deps: Deps, ctx: CommandContext, content: SeedForumContent = { seedForumCategories, seedForumThreads }) {
  const people = new Map<string, number>();
  for (const p of [...seedAuthors, ...seedMembers]) {
    const id = await holderOf(deps, p.email);
    if (id !== null) people.set(p.displayName, id);
  }
  const demoAdmin = DEMO_ACCOUNTS.find((a) => a.role === 'admin')!;
  const adminId =
    (await holderOf(deps, demoAdmin.email)) ??
    (await holderOf(deps, FORUM_MODERATOR.email)) ??
    (await seedContentAccount(deps, ctx, FORUM_MODERATOR)).userId;
  const actor = (name: string) => {
    if (name === 'admin') return { actorId: adminId, actorRole: 'admin' as const };
    const id = people.get(name);
    if (!id) throw new Error(`seed forum content names an unknown person: ${name}`);
    return { actorId: id, actorRole: 'user' as const };
  };
  // Pins and locks are the seed's doing, not an admin's action: the audit trail leaves them out.
  const seeding = { actorId: adminId, actorRole: 'system' as const };
  const as = (base: CommandContext, who: { actorId: number; actorRole: 'user' | 'admin' | 'system' }, at: number) => ({ ...base, ...who, now: new Date(at) });

  const categoryIds = new Map<string, number>();
  for (const [position, c] of content.seedForumCategories.entries()) {
    const { categoryId } = await addCategory(deps, { name: c.name, description: c.description, categoryType: c.categoryType }, ctx, position);
    categoryIds.set(c.key, categoryId);
  }

  const now = ctx.now.getTime();
  const latest = now - MINUTE;
  const actions: Action[] = [];
  const threadIds = new Map<SeedForumThread, number>();
  for (const t of content.seedForumThreads) {
    const categoryId = categoryIds.get(t.category);
    if (categoryId === undefined) throw new Error(`seed forum thread names an unknown category: ${t.category}`);
    const created = Math.min(latest, now - t.daysAgo * DAY);
    const author = actor(t.by);
    const replies = [...t.replies].sort((a, b) => a.daysAfter - b.daysAfter).map((r) => ({ ...r, time: Math.min(latest, created + r.daysAfter * DAY), author: actor(r.by) }));
    const push = (at: number, run: Action['run']) => actions.push({ at, order: actions.length, run });
    push(created, async (c) => threadIds.set(t, (await startThread(deps, { categoryId, title: t.title, content: t.content }, as(c, author, created))).threadId));
    for (const r of replies) push(r.time, (c) => replyToThread(deps, { threadId: threadIds.get(t)!, content: r.content }, as(c, r.author, r.time)));
    if (t.pinned) push(Math.min(latest, created + 10 * MINUTE), (c) => pinThread(deps, { threadId: threadIds.get(t)!, pinned: true }, as(c, seeding, Math.min(latest, created + 10 * MINUTE))));
    if (t.locked) {
      const at = Math.min(latest, (replies.at(-1)?.time ?? created) + HOUR);
      push(at, (c) => lockThread(deps, { threadId: threadIds.get(t)!, locked: true }, as(c, seeding, at)));
    }
  }
  // Oldest first; equal times keep the content's order (a thread before its replies).
  actions.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const a of actions) await a.run(ctx);

  const counts = content.seedForumThreads.filter((t) => t.views > 0).map((t) => ({ threadId: threadIds.get(t)!, views: t.views }));
  if (counts.length) {
    const stream = forumStreams.views(ctx.now.toISOString().slice(0, 10));
    await deps.store.append(
      stream,
      [{ id: randomUUID(), type: 'ThreadViewsCounted', data: { counts }, metadata: { actorId: null, actorRole: 'system', correlationId: ctx.correlationId, causationId: null, at: ctx.now.toISOString() } }],
      'any',
    );
  }
  return { categoryIds, threadIds: [...threadIds.values()] };
}
