import { randomUUID } from 'node:crypto';
import { toNewEvents } from '../shared/command.js';
import { registerMember, startTestApp, type TestApp } from '../../tests/support/api.js';
import type { NotificationsResponse } from '../../schemas/notifications/queries.js';

/** A test app with the demo content (forum categories, published articles) and no rate limits in the way. */
export const startNotificationsApp = (env: Record<string, string> = {}) => startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off', ...env });

export type Agent = ReturnType<TestApp['agent']>;
export type Member = { agent: Agent; id: number; name: string; email: string };

let n = 0;
/** A new confirmed member named `<prefix> <n>` (unique in the app). */
export async function member(t: TestApp, prefix = 'Notified'): Promise<Member> {
  n += 1;
  const name = `${prefix} ${String.fromCharCode(65 + (n % 26))}${n}`;
  const m = await registerMember(t, { displayName: name });
  return { agent: m.agent, id: m.user.id, name, email: m.email };
}

async function ok<T>(res: Promise<{ status: number; body: unknown; text: string }>, what: string): Promise<T> {
  const r = await res;
  if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`);
  return r.body as T;
}

export const categoryId = async (t: TestApp) => (await ok<{ json: { id: number }[] }>(t.request().get('/_api/forum/categories'), 'categories')).json[0]!.id;
export const article = async (t: TestApp) => (await ok<{ articles: { id: number; slug: string }[] }>(t.request().get('/_api/articles'), 'articles')).articles[0]!;

export async function thread(t: TestApp, who: Member, opts: { title?: string; content?: string; anonymous?: boolean } = {}) {
  const body = { categoryId: await categoryId(t), title: opts.title ?? `A thread by ${who.name}`, content: opts.content ?? 'Enough words to open a thread here.', anonymous: opts.anonymous ?? false };
  return (await ok<{ thread: { id: number } }>(who.agent.post('/_api/forum/thread').send(body), 'thread')).thread.id;
}

export async function reply(who: Member, threadId: number, content = 'A reply with enough words.', anonymous = false) {
  return (await ok<{ post: { id: number } }>(who.agent.post('/_api/forum/thread/reply').send({ threadId, content, anonymous }), 'reply')).post.id;
}

export async function comment(who: Member, articleId: number, content = 'A comment of mine.', parentCommentId: number | null = null) {
  return (await ok<{ comment: { id: number } }>(who.agent.post('/_api/articles/comments').send({ articleId, content, parentCommentId }), 'comment')).comment.id;
}

export const list = (who: { agent: Agent }, query = '') => ok<NotificationsResponse>(who.agent.get(`/_api/notifications${query}`), 'notifications');

/** Appends another feature's event as it would (a moderator's action, a report), and waits until it is projected. */
export async function appendEvent(t: TestApp, streamId: string, type: string, data: Record<string, unknown>, actor: { id: number | null; role: 'moderator' | 'admin' | 'user' | 'system' }) {
  const ctx = { actorId: actor.id, actorRole: actor.role, correlationId: randomUUID(), causationId: null, now: t.deps.now() } as const;
  const res = await t.deps.store.append(streamId, toNewEvents([{ type, data }], ctx, streamId), 'any');
  await t.deps.awaitProjection(res.position);
}

/** Rows of the notifications read model (tests look under the API). */
export const rows = (t: TestApp, sql: string, ...args: unknown[]) => t.deps.rm.connection.prepare(sql).all(...args) as Record<string, unknown>[];
