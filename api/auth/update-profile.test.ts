import { forumProjection } from '../../projections/forum/forum.projection.js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersProjection } from '../../projections/auth/users.projection.js';
import { commentsProjection } from '../../projections/comments/comments.projection.js';
import { ReadModel } from '../../projections/read-db.js';
import type { CommentEvent } from '../../schemas/comments/events.js';
import { countingReads, plainDeps, recorder, spiedStatements as spied } from '../../tests/support/spies.js';
import type { EventStore } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite.js';
import { handleCommand, type CommandContext } from '../shared/command.js';
import { userProfile } from './queries.js';
import { updateProfile, userDecider, userStream } from './user.decider.js';
import { schemaOf } from '../../projections/projection.js';

/**
 * A warm profile update costs the same on a long stream as on a short one (issue 7, Scale):
 * the decision reads only the events since the cached state and writes no snapshot, and the
 * profile it answers with reads the member's post count from one row, not by counting
 * their comments (the bench's member wrote 150,000 of them: 0.14x at 100,000).
 */

const MEMBER = 2;
const ctx = (): CommandContext => ({ actorId: MEMBER, actorRole: 'user', correlationId: randomUUID(), causationId: null, now: new Date('2026-01-01T00:00:00Z') });

describe('profile update on a long history', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'osg-profile-cost-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('after 5,000 edits, a warm update reads at most 1 event and writes no snapshot', async () => {
    const store = openSqliteEventStore(join(dir, 'events.db'));
    const stream = userStream(MEMBER);
    const meta = { actorId: MEMBER, actorRole: 'user' as const, correlationId: 'c', causationId: null, at: '2026-01-01T00:00:00.000Z' };
    const registered = { userId: MEMBER, email: 'e', displayName: 'n', avatarUrl: null, passwordHash: 'h', role: 'user' };
    await store.append(stream, [{ id: randomUUID(), type: 'UserRegistered', data: registered, metadata: meta }], 'no_stream');
    for (let i = 0; i < 50; i++) {
      const edits = Array.from({ length: 100 }, (_, k) => ({ id: randomUUID(), type: 'ProfileUpdated', data: { userId: MEMBER, displayName: `n${i}-${k}` }, metadata: meta }));
      await store.append(stream, edits, 'any');
    }
    const snapshots = { written: 0 };
    const { view, read } = countingReads(store);
    const counted: EventStore = { ...view, kind: view.kind, writeSnapshot: async (id, snap) => (snapshots.written++, store.writeSnapshot(id, snap)) };
    const update = (name: string) => handleCommand(counted, stream, userDecider, (s) => updateProfile(s, { displayName: name }), ctx());
    await update('first'); // the cold one folds the stream (and snapshots it)
    for (let i = 0; i < 20; i++) {
      const [events, written] = [read.events, snapshots.written];
      await update(`warm ${i}`);
      expect(read.events - events, `update ${i}`).toBeLessThanOrEqual(1);
      expect(snapshots.written - written, `update ${i}`).toBe(0);
    }
    await store.close();
  });

  it("the profile's post count is one row however many comments the member wrote", () => {
    const rm = new ReadModel(join(dir, 'rm'));
    rm.connection.exec(schemaOf(usersProjection));
    rm.connection.exec(schemaOf(commentsProjection));
    rm.connection.exec(schemaOf(forumProjection));
    const s = commentsProjection.prepare(rm.connection);
    const at = '2026-01-01T00:00:00.000Z';
    rm.connection.prepare(`INSERT INTO users (id, email, email_lower, display_name, role, created_at) VALUES (?, 'm@x', 'm@x', 'M', 'user', ?)`).run(MEMBER, at);
    const recorded = recorder((d) => `comment-${(d as { commentId: number }).commentId}`);
    const apply = (e: CommentEvent) => commentsProjection.apply(recorded(e), s, plainDeps);
    for (let id = 1; id <= 5_000; id++) apply({ type: 'CommentPosted', data: { commentId: id, articleId: 1 + (id % 3), authorId: MEMBER, parentCommentId: null, content: 'x' } });
    for (let id = 1; id <= 40; id++) apply({ type: 'CommentDeleted', data: { commentId: id * 10 } });
    apply({ type: 'CommentDeleted', data: { commentId: 10 } }); // redelivered: counted once

    const { view, runs } = spied(rm);
    expect(userProfile(view, MEMBER)?.postCount).toBe(5_000 - 40);
    expect(runs.reduce((n, r) => n + r.rows, 0), JSON.stringify(runs)).toBeLessThanOrEqual(2);
    for (const { sql } of runs) {
      expect(sql).not.toMatch(/\bCOUNT\(/i);
      const plan = (rm.connection.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(1) as { detail: string }[]).map((r) => r.detail).join('; ');
      expect(plan, sql).not.toMatch(/\bSCAN\b/);
    }
    rm.close();
  });
});
