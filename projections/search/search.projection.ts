import type { AccountEvent } from '../../schemas/account/events.js';
import type { ArticleEvent } from '../../schemas/articles/events.js';
import type { ExpertEvent } from '../../schemas/experts/events.js';
import type { ForumEvent } from '../../schemas/forum/events.js';
import { defineProjection } from '../projection.js';
import { plainText } from './plain-text.js';

export type SearchKind = 'article' | 'interview' | 'thread';
const KIND_CODE: Record<SearchKind, number> = { article: 1, interview: 2, thread: 3 };
export const KINDS: Record<number, SearchKind> = { 1: 'article', 2: 'interview', 3: 'thread' };

/** One number per document across the three kinds (ids are positive integers allocated by the log). */
export const searchDocId = (kind: SearchKind, id: number) => id * 4 + KIND_CODE[kind];
export const kindOfDoc = (docId: number): SearchKind => KINDS[docId % 4]!;
export const refIdOfDoc = (docId: number) => Math.floor(docId / 4);

/** A row of `search_documents` as the index and the queries read it. */
export interface SearchDocRow {
  doc_id: number;
  seq: number;
  /** 1: in the index; 0: a tombstone (removed, unpublished, or its author erased). */
  visible: number;
  title: string;
  /** Plain text: an article's excerpt and content, an interview's description and Q&A, a thread's content. */
  body: string;
  slug: string | null;
  /** An article's category; a thread's forum category name. */
  category: string | null;
  expert_id: number | null;
  expert_name: string | null;
}

type Doc = Omit<SearchDocRow, 'seq'>;
const SAME: (keyof Doc)[] = ['visible', 'title', 'body', 'slug', 'category', 'expert_id', 'expert_name'];

/**
 * The search documents of published articles, interviews and forum threads, fed to each web
 * process's in-memory index (api/search/index.ts). Every change of a row takes the next `seq`,
 * so an index that has applied up to seq n applies exactly the rows with seq > n; a removal
 * keeps its row as a tombstone (visible = 0, text blanked for deleted articles and erased
 * members) so an index that held the document learns it must drop it. A write that changes
 * nothing keeps its seq, which makes applying an event twice a no-op. Unpublished articles
 * keep their text (hidden) so a later ArticlePublished has something to show. Thread text is
 * unsealed here; an erased member's thread (unseal gives null) is never indexed.
 */
export const searchProjection = defineProjection({
  name: 'search',
  version: 2,
  init: `
    CREATE TABLE IF NOT EXISTS search_documents (
      doc_id INTEGER PRIMARY KEY,
      seq INTEGER NOT NULL,
      visible INTEGER NOT NULL,
      title TEXT NOT NULL,
      body TEXT NOT NULL,
      slug TEXT,
      category TEXT,
      expert_id INTEGER,
      expert_name TEXT
    );
    CREATE UNIQUE INDEX IF NOT EXISTS search_documents_seq ON search_documents (seq);
    CREATE INDEX IF NOT EXISTS search_documents_expert ON search_documents (expert_id) WHERE expert_id IS NOT NULL;
    CREATE TABLE IF NOT EXISTS search_experts (expert_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS search_forum_categories (category_id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS search_thread_authors (author_id INTEGER NOT NULL, doc_id INTEGER NOT NULL, PRIMARY KEY (author_id, doc_id)) WITHOUT ROWID;`,
  prepare: (db) => {
    const get = db.prepare<[number], SearchDocRow>('SELECT * FROM search_documents WHERE doc_id = ?');
    const nextSeq = db.prepare<[], { seq: number }>('SELECT coalesce(max(seq), 0) + 1 AS seq FROM search_documents');
    const upsert = db.prepare(`INSERT INTO search_documents (doc_id, seq, visible, title, body, slug, category, expert_id, expert_name)
      VALUES (@doc_id, @seq, @visible, @title, @body, @slug, @category, @expert_id, @expert_name)
      ON CONFLICT(doc_id) DO UPDATE SET seq = excluded.seq, visible = excluded.visible, title = excluded.title, body = excluded.body,
        slug = excluded.slug, category = excluded.category, expert_id = excluded.expert_id, expert_name = excluded.expert_name`);
    /** Writes the document with a new seq, unless it is already exactly so. */
    const put = (doc: Doc) => {
      const old = get.get(doc.doc_id);
      if (old && SAME.every((k) => old[k] === doc[k])) return;
      upsert.run({ ...doc, seq: nextSeq.get()!.seq });
    };
    return {
      get,
      put,
      expertName: db.prepare<[number], { name: string }>('SELECT name FROM search_experts WHERE expert_id = ?'),
      setExpert: db.prepare('INSERT INTO search_experts (expert_id, name) VALUES (?, ?) ON CONFLICT(expert_id) DO UPDATE SET name = excluded.name'),
      expertDocs: db.prepare<[number], SearchDocRow>('SELECT * FROM search_documents WHERE expert_id = ? ORDER BY doc_id'),
      forumCategory: db.prepare<[number], { name: string }>('SELECT name FROM search_forum_categories WHERE category_id = ?'),
      setForumCategory: db.prepare('INSERT INTO search_forum_categories (category_id, name) VALUES (?, ?) ON CONFLICT(category_id) DO UPDATE SET name = excluded.name'),
      threadAuthor: db.prepare('INSERT INTO search_thread_authors (author_id, doc_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
      authorDocs: db.prepare<[number], { doc_id: number }>('SELECT doc_id FROM search_thread_authors WHERE author_id = ?'),
    };
  },
  apply(event, s, { unseal }) {
    const e = event as unknown as ArticleEvent | ExpertEvent | ForumEvent | AccountEvent;
    switch (e.type) {
      case 'ArticleCreated': {
        const d = e.data;
        const docId = searchDocId('article', d.articleId);
        if (s.get.get(docId)) return;
        s.put({ doc_id: docId, visible: 0, title: d.title, body: articleBody(d.excerpt, d.safeContent ?? d.content), slug: d.slug, category: d.category, expert_id: null, expert_name: null });
        return;
      }
      case 'ArticleEdited': {
        const d = e.data;
        const row = s.get.get(searchDocId('article', d.articleId));
        // A deleted article (slug null) stays a tombstone.
        if (!row || row.slug === null) return;
        const content = d.safeContent ?? d.content;
        // The body is rebuilt from the parts that changed: keep the old excerpt or content text otherwise.
        const [oldExcerpt, oldContent] = splitArticleBody(row.body);
        const body = d.excerpt !== undefined || content !== undefined
          ? joinArticleBody(d.excerpt ?? oldExcerpt, content !== undefined ? plainText(content) : oldContent)
          : row.body;
        s.put({ ...row, title: d.title ?? row.title, body, slug: d.slug ?? row.slug, category: d.category ?? row.category });
        return;
      }
      case 'ArticlePublished':
      case 'ArticleUnpublished': {
        const row = s.get.get(searchDocId('article', e.data.articleId));
        if (row && row.slug !== null) s.put({ ...row, visible: e.type === 'ArticlePublished' ? 1 : 0 });
        return;
      }
      case 'ArticleDeleted': {
        const row = s.get.get(searchDocId('article', e.data.articleId));
        if (row) s.put({ ...row, visible: 0, title: '', body: '', slug: null });
        return;
      }
      case 'ExpertProfiled': {
        s.setExpert.run(e.data.expertId, e.data.name);
        for (const row of s.expertDocs.all(e.data.expertId)) s.put({ ...row, expert_name: e.data.name });
        return;
      }
      case 'InterviewPublished':
      case 'InterviewCreated': {
        const d = e.data;
        s.put({
          doc_id: searchDocId('interview', d.interviewId), visible: e.type === 'InterviewPublished' ? 1 : 0, title: d.title, body: interviewBody(d.description, d.questions),
          slug: d.slug, category: null, expert_id: d.expertId, expert_name: s.expertName.get(d.expertId)?.name ?? null,
        });
        return;
      }
      case 'InterviewEdited': {
        const d = e.data;
        const row = s.get.get(searchDocId('interview', d.interviewId));
        if (!row || row.slug === null) return;
        const [oldDescription, oldQa] = splitInterviewBody(row.body);
        const body = d.description !== undefined || d.questions !== undefined ? joinInterviewBody(d.description ?? oldDescription, d.questions ? interviewQa(d.questions) : oldQa) : row.body;
        const expertId = d.expertId ?? row.expert_id;
        s.put({ ...row, title: d.title ?? row.title, body, slug: d.slug ?? row.slug, expert_id: expertId, expert_name: d.expertId !== undefined ? (s.expertName.get(d.expertId)?.name ?? null) : row.expert_name });
        return;
      }
      case 'InterviewMadePublic':
      case 'InterviewUnpublished': {
        const row = s.get.get(searchDocId('interview', e.data.interviewId));
        if (row && row.slug !== null) s.put({ ...row, visible: e.type === 'InterviewMadePublic' ? 1 : 0 });
        return;
      }
      case 'InterviewDeleted': {
        const row = s.get.get(searchDocId('interview', e.data.interviewId));
        if (row) s.put({ ...row, visible: 0, title: '', body: '', slug: null });
        return;
      }
      case 'ForumCategoryCreated':
      case 'ForumCategoryEdited':
        // Threads started after a rename carry the new name; indexed ones keep theirs until re-indexed.
        s.setForumCategory.run(e.data.categoryId, e.data.name);
        return;
      case 'ThreadCreated': {
        const d = e.data;
        const category = s.forumCategory.get(d.categoryId);
        const title = unseal(d.title);
        const content = unseal(d.content);
        // The forum projection refuses a thread without a category; an erased author's thread stays out.
        if (!category || title === null || content === null) return;
        const docId = searchDocId('thread', d.threadId);
        s.put({ doc_id: docId, visible: 1, title, body: content.replace(/\s+/g, ' ').trim(), slug: null, category: category.name, expert_id: null, expert_name: null });
        s.threadAuthor.run(d.authorId, docId);
        return;
      }
      case 'ForumThreadEdited': {
        // Issue 29: an author's edit re-indexes the fields it changed; a thread out of the index stays out.
        const row = s.get.get(searchDocId('thread', e.data.threadId));
        if (!row || row.visible === 0) return;
        const title = e.data.title === undefined ? row.title : unseal(e.data.title);
        const content = e.data.content === undefined ? row.body : unseal(e.data.content)?.replace(/\s+/g, ' ').trim();
        if (title === null || content == null) return;
        s.put({ ...row, title, body: content });
        return;
      }
      case 'ThreadMoved': {
        // Issue 29: a moved thread is found under its new category's name.
        const row = s.get.get(searchDocId('thread', e.data.threadId));
        const category = s.forumCategory.get(e.data.categoryId);
        if (row && row.visible === 1 && category) s.put({ ...row, category: category.name });
        return;
      }
      case 'ThreadMerged':
      case 'ForumThreadDeleted':
        // A deleted thread leaves the index (a tombstone), whether it stays as '[deleted]' or goes;
        // so does a merged one (issue 29): its text is a reply of the thread it points to.
        s.put({ doc_id: searchDocId('thread', e.data.threadId), visible: 0, title: '', body: '', slug: null, category: null, expert_id: null, expert_name: null });
        return;
      case 'AccountDeletionRequested':
        // The member's threads leave the index (tombstones, so every web process drops them too).
        for (const { doc_id } of s.authorDocs.all(e.data.userId))
          s.put({ doc_id, visible: 0, title: '', body: '', slug: null, category: null, expert_id: null, expert_name: null });
        return;
      default:
        return;
    }
  },
});

/** An interview's body is its description (one line) and its Q&A's text; an edit replaces either part. */
const interviewQa = (qs: { question: string; answer: string; safeAnswer?: string }[]) => qs.map((q) => `${q.question} ${plainText(q.safeAnswer ?? q.answer)}`).join('\n');
const joinInterviewBody = (description: string, qa: string) => `${description.replace(/\s+/g, ' ').trim()}\n${qa}`;
const interviewBody = (description: string, qs: { question: string; answer: string; safeAnswer?: string }[]) => joinInterviewBody(description, interviewQa(qs));
const splitInterviewBody = (body: string): [string, string] => {
  const i = body.indexOf('\n');
  return i < 0 ? [body, ''] : [body.slice(0, i), body.slice(i + 1)];
};

/** An article's body is its excerpt and its content's text; the separator lets an edit replace one part. */
const SEP = '\n';
const articleBody = (excerpt: string, html: string) => joinArticleBody(excerpt, plainText(html));
const joinArticleBody = (excerpt: string, text: string) => `${excerpt.replace(/\s+/g, ' ').trim()}${SEP}${text}`;
const splitArticleBody = (body: string): [string, string] => {
  const i = body.indexOf(SEP);
  return i < 0 ? [body, ''] : [body.slice(0, i), body.slice(i + 1)];
};
