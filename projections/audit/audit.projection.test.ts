import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { plainDeps, recorder } from '../../tests/support/spies.js';
import { auditProjection } from './audit.projection.js';
import { schemaOf } from '../projection.js';

/** The audit projection on its own: who counts as an admin action, labels as they were, redelivery. */
function fresh() {
  const db = new Database(':memory:');
  db.exec(schemaOf(auditProjection));
  const s = auditProjection.prepare(db);
  const admin = recorder(() => 'article-1');
  const system = recorder(() => 'article-1', { actorRole: 'system', actorId: null });
  const rows = () => db.prepare('SELECT seq, action, target_type, target_id, target_label, reason, details FROM audit_log ORDER BY seq').all() as Record<string, unknown>[];
  return { db, s, admin, system, rows, apply: (e: ReturnType<typeof admin>) => auditProjection.apply(e, s, plainDeps) };
}

describe('audit projection', () => {
  it('keeps admins’ actions only, each with the title the article had then', () => {
    const { admin, system, rows, apply } = fresh();
    apply(system({ type: 'ArticleCreated', data: { articleId: 1, title: 'Seeded title', slug: 's', excerpt: 'e', content: 'c', category: 'expert_qa', featured: false, authorId: 9 } }));
    apply(admin({ type: 'ArticleEdited', data: { articleId: 1, title: 'Edited title', content: 'x' } }));
    apply(admin({ type: 'ArticlePublished', data: { articleId: 1 } }));
    apply(admin({ type: 'ArticleSlugReserved', data: { articleId: 1 } }));
    apply(recorder(() => 'comment-5', { actorRole: 'user' })({ type: 'CommentPosted', data: { commentId: 5, articleId: 1, authorId: 3, parentCommentId: null, content: 'hi' } }));
    apply(admin({ type: 'CommentModerated', data: { commentId: 5, status: 'rejected', reason: 'Spam', previousStatus: 'pending', articleId: 1 } }));
    apply(admin({ type: 'ArticleEdited', data: { articleId: 1, title: 'Restored', restoredFrom: 0 } }));
    expect(rows()).toEqual([
      { seq: 1, action: 'article.edited', target_type: 'article', target_id: 1, target_label: 'Edited title', reason: null, details: '{"changed":["title","content"]}' },
      { seq: 2, action: 'article.published', target_type: 'article', target_id: 1, target_label: 'Edited title', reason: null, details: '{}' },
      { seq: 3, action: 'comment.moderated', target_type: 'comment', target_id: 5, target_label: null, reason: 'Spam', details: '{"status":"rejected","previousStatus":"pending"}' },
      { seq: 4, action: 'article.restored', target_type: 'article', target_id: 1, target_label: 'Restored', reason: null, details: '{"changed":["title"],"restoredFrom":0}' },
    ]);
  });

  it('keeps forum admins’ pins and locks by thread id, never the thread’s title', () => {
    const { db, admin, system, rows, apply } = fresh();
    const member = recorder(() => 'thread-4', { actorRole: 'user', actorId: 3 });
    apply(member({ type: 'ThreadCreated', data: { threadId: 4, categoryId: 1, authorId: 3, title: 'Private title of a member', content: 'Opening post.' } }));
    apply(system({ type: 'ThreadPinned', data: { threadId: 4 } }));
    apply(admin({ type: 'ThreadPinned', data: { threadId: 4 } }));
    apply(admin({ type: 'ThreadLocked', data: { threadId: 4 } }));
    apply(admin({ type: 'ThreadUnpinned', data: { threadId: 4 } }));
    apply(admin({ type: 'ThreadUnlocked', data: { threadId: 4 } }));
    apply(member({ type: 'ThreadReplyPosted', data: { postId: 8, threadId: 4, authorId: 3, content: 'A reply.' } }));
    const thread = { target_type: 'thread', target_id: 4, target_label: null, reason: null, details: '{}' };
    expect(rows()).toEqual([
      { seq: 1, action: 'thread.pinned', ...thread },
      { seq: 2, action: 'thread.locked', ...thread },
      { seq: 3, action: 'thread.unpinned', ...thread },
      { seq: 4, action: 'thread.unlocked', ...thread },
    ]);
    const stored = ['audit_log', 'audit_actors', 'audit_article_titles'].map((t) => JSON.stringify(db.prepare(`SELECT * FROM ${t}`).all())).join();
    expect(stored).not.toContain('Private title');
  });

  it('a redelivered event changes nothing', () => {
    const { db, admin, rows, apply } = fresh();
    const e = admin({ type: 'ArticleDeleted', data: { articleId: 7 } });
    apply(e);
    apply(e);
    expect(rows()).toHaveLength(1);
    expect(db.prepare('SELECT entries FROM audit_actors').all()).toEqual([{ entries: 1 }]);
  });
});
