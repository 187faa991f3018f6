import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eventRows, loginAs, startTestApp, type TestApp } from '../tests/support/api.js';
import { accountEvents } from './account/events.js';
import { articleEvents } from './articles/events.js';
import { authEvents } from './auth/events.js';
import { commentEvents } from './comments/events.js';
import { contactEvents } from './contact/events.js';
import { expertEvents } from './experts/events.js';
import { forumEvents } from './forum/events.js';
import { moderationEvents } from './moderation/events.js';
import { newsletterEvents } from './newsletter/events.js';
import { notificationEvents } from './notifications/events.js';
import { newsletterIssueEvents } from './newsletter/issues.events.js';
import { productEvents } from './products/events.js';
import { synonymEvents } from './search/synonyms.js';
import { workEvents } from './shared/work.js';

/*
 * Issue 25: each event's payload is written once, as a zod schema, and its TypeScript type is
 * inferred from it. Nothing validates events at run time (the log is the past; an append is
 * typed), so this test holds the schemas to what the code really stores: every event of a
 * seeded site, and of a member's writes, parses under its type's schema with no field the schema
 * does not name.
 */
const PAYLOADS: Record<string, z.ZodType> = {
  ...accountEvents,
  ...articleEvents,
  ...authEvents,
  ...commentEvents,
  ...contactEvents,
  ...expertEvents,
  ...forumEvents,
  ...moderationEvents,
  ...newsletterEvents,
  ...notificationEvents,
  ...newsletterIssueEvents,
  ...productEvents,
  ...synonymEvents,
  ...workEvents,
};

/** Top-level strictness: a stored field no schema names is a payload defined somewhere else. */
const strict = (schema: z.ZodType) => (schema instanceof z.ZodObject ? schema.strict() : schema);

describe('stored events and their payload schemas', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    const member = await loginAs(t, 'member');
    await member.post('/_api/user/profile').send({ displayName: 'Schema Check' }).expect(200);
  }, 120_000);
  afterAll(async () => t?.close());

  it('every stored event of a feature parses under its type’s schema, field for field', () => {
    const rows = eventRows(t);
    const checked = new Set<string>();
    const failures: string[] = [];
    for (const row of rows) {
      const schema = PAYLOADS[row.type];
      if (!schema) continue;
      checked.add(row.type);
      const result = strict(schema).safeParse(JSON.parse(row.data));
      if (!result.success) failures.push(`${row.type} at ${row.position}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    }
    expect(failures.slice(0, 20)).toEqual([]);
    // Not vacuous: the seeded site holds most kinds of event.
    expect(checked.size).toBeGreaterThanOrEqual(20);
  });
});
