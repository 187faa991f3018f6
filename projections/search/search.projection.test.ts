import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { ForumEvent } from '../../schemas/forum/events.js';
import { plainDeps, recorder } from '../../tests/support/spies.js';
import { schemaOf } from '../projection.js';
import { searchDocId, searchProjection } from './search.projection.js';

const recorded = recorder(() => 'forum');

describe('forum threads in the search index', () => {
  it('a thread is indexed under its category as named when it started: a rename reaches the threads started after it', () => {
    const db = new Database(':memory:');
    db.exec(schemaOf(searchProjection));
    const s = searchProjection.prepare(db);
    const apply = (e: ForumEvent) => searchProjection.apply(recorded(e), s, plainDeps);
    const category = { categoryId: 1, description: 'About it', categoryType: 'general_discussion' as const };
    const thread = (threadId: number) => ({ threadId, categoryId: 1, authorId: 7, title: `Thread ${threadId}`, content: 'Some words here.' });
    apply({ type: 'ForumCategoryCreated', data: { ...category, name: 'General', position: 1 } });
    apply({ type: 'ThreadCreated', data: thread(1) });
    apply({ type: 'ForumCategoryEdited', data: { ...category, name: 'Open Talk' } });
    apply({ type: 'ThreadCreated', data: thread(2) });
    const categoryOf = (threadId: number) => (db.prepare('SELECT category FROM search_documents WHERE doc_id = ?').get(searchDocId('thread', threadId)) as { category: string }).category;
    expect(categoryOf(1)).toBe('General');
    expect(categoryOf(2)).toBe('Open Talk');
  });
});
