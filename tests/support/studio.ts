import { expect } from 'vitest';

/** A response as far as this check reads it (supertest's). */
type Answer = { status: number; body: { error?: unknown } };
/** A client that can read and send to a path: a signed-in agent or an anonymous one. */
type Client = { get(path: string): PromiseLike<Answer>; post(path: string): { send(body: object): PromiseLike<Answer> } };

/**
 * A studio list (issue 27: forum categories, newsletter topics, synonym groups) is for editors and
 * admins only: reading it or creating in it is 401 without a session, and 403 with SPEC's
 * 'Access denied…' text for a member and for a moderator. `body` is a create that an editor
 * would get a 201 for.
 */
export async function expectStudioListClosed(path: string, body: () => object, who: { anon: Client; member: Client; moderator: Client }): Promise<void> {
  expect((await who.anon.get(path)).status, 'anonymous GET').toBe(401);
  expect((await who.anon.post(path).send(body())).status, 'anonymous POST').toBe(401);
  for (const [name, agent] of [['member', who.member], ['moderator', who.moderator]] as const) {
    expect((await agent.get(path)).status, `${name} GET`).toBe(403);
    const res = await agent.post(path).send(body());
    expect(res.status, `${name} POST`).toBe(403);
    expect(res.body.error, `${name} POST`).toMatch(/^Access denied/);
  }
}
