import { expect } from 'vitest';
import { seedContext } from '../../ops/seed/accounts.js';
import type { ForumCategoryType } from '../../schemas/forum/events.js';
import type { ForumPostDto, ForumThreadDto } from '../../schemas/forum/queries.js';
import { demoUsers, newMember as registerNamed, startTestApp, type Agent, type DemoUsers, type TestApp } from '../../tests/support/api.js';
import { countEvents, noEvents } from '../../tests/support/events.js';
import { addCategory } from './category.commands.js';
import { stopForumViews } from './views.js';

/** Shared set-up of the forum API tests: one app, categories, an admin, members and an anonymous client. */

export type { Agent };
export { countEvents, noEvents };

export interface ForumFixture extends DemoUsers {
  t: TestApp;
  /** Category ids by type, created in SPEC 3's order. */
  categories: Record<ForumCategoryType, number>;
  close(): Promise<void>;
}

export const CATEGORY_TYPES: ForumCategoryType[] = ['introductions', 'general_discussion', 'user_reviews', 'support_community'];

export async function forumFixture(env: Record<string, string | undefined> = {}): Promise<ForumFixture> {
  const t = await startTestApp({ RATE_LIMITS: 'off', ...env });
  const categories = {} as Record<ForumCategoryType, number>;
  for (const [position, type] of CATEGORY_TYPES.entries()) {
    const { categoryId, position: at } = await addCategory(t.deps, { name: `Category ${type}`, description: `About ${type}`, categoryType: type }, seedContext(new Date()), position);
    await t.deps.awaitProjection(at);
    categories[type] = categoryId;
  }
  return {
    t,
    ...(await demoUsers(t)),
    categories,
    async close() {
      await stopForumViews(t.deps);
      await t.close();
    },
  };
}

/** A newly registered member, signed in, named `name` or a new 'Forum Member' name. */
export const newMember = (t: TestApp, name?: string) => registerNamed(t, 'Forum Member', name);


let titles = 0;
/** A valid thread body in a category; a new title every call. */
export function threadBody(categoryId: number, overrides: Record<string, unknown> = {}) {
  titles += 1;
  return { categoryId, title: `Test thread number ${titles}`, content: `Opening post of test thread ${titles}.`, ...overrides };
}

export async function createThread(who: Agent, body: Record<string, unknown>): Promise<ForumThreadDto> {
  const res = await who.post('/_api/forum/thread').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.thread as ForumThreadDto;
}

export async function reply(who: Agent, threadId: number, content: string): Promise<{ post: ForumPostDto; thread: ForumThreadDto }> {
  const res = await who.post('/_api/forum/thread/reply').send({ threadId, content });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { post: ForumPostDto; thread: ForumThreadDto };
}
