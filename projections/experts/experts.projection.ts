import type { ExpertEvent } from '../../schemas/experts/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { defineProjection } from '../projection.js';
import { viewCounts } from '../view-counts.js';
import { exhaustive } from '../../api/shared/exhaustive.js';

/**
 * The key of one interview list: which filters it answers (null: any). Every public interview is
 * placed in each combination of (its expert | any) x (each of its expert's specializations | any)
 * x (its type | any), so every filter the interviews call accepts is one index range.
 */
export const interviewListKey = (expertId: number | null, specialization: string | null, interviewType: string | null) =>
  JSON.stringify([expertId, specialization, interviewType]);

/** The text `q` is matched against: name, title, bio and specializations, lower-cased. */
export const expertSearchText = (d: { name: string; title: string; bio: string; specializations: string[] }) =>
  [d.name, d.title, d.bio, ...d.specializations].join('\n').toLowerCase();

/**
 * Experts and their interviews.
 * - `experts` holds each profile (the latest ExpertProfiled wins) with its lower-cased search text,
 *   whether it is active (inactive: not on /experts) and deleted (kept, so its interviews keep their
 *   attribution); `expert_specializations` indexes experts by specialization.
 * - `interviews` holds each interview (drafts too; a deleted one is removed, freeing its slug)
 *   with its sanitised Q&A and the Q&A as written (JSON), the stream it lives on and its revision
 *   (what the studio's edits send back), and `published_at`, the time it was first made public.
 * - `interview_lists` holds each public interview once per list it is in, keyed by publication time,
 *   so a page is one index range, newest first; `interview_list_counts` keeps each list's total. An
 *   interview is placed again (`relist`) whenever its type, publication or expert's specializations change.
 * - `view_count` is the figure the interview was published with plus the views counted since:
 *   they arrive in batches (InterviewViewsCounted) on daily streams; `interview_view_streams` keeps
 *   the last revision applied per stream, so a batch delivered twice is added once.
 * Idempotent: every write is an upsert, a delete or a relist computed from the rows.
 */
export const expertsProjection = defineProjection({
  name: 'experts',
  version: 3,
  init: `
    CREATE TABLE IF NOT EXISTS experts (
      id INTEGER PRIMARY KEY,
      name TEXT NOT NULL,
      title TEXT NOT NULL,
      credentials TEXT NOT NULL,
      bio TEXT NOT NULL,
      avatar_url TEXT,
      years_experience INTEGER NOT NULL,
      location TEXT NOT NULL,
      specializations TEXT NOT NULL,
      website_url TEXT,
      linkedin_url TEXT,
      search_text TEXT NOT NULL,
      active INTEGER NOT NULL DEFAULT 1,
      deleted INTEGER NOT NULL DEFAULT 0,
      revision INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS expert_specializations (
      specialization TEXT NOT NULL, expert_id INTEGER NOT NULL, PRIMARY KEY (specialization, expert_id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS expert_specializations_by_expert ON expert_specializations (expert_id);
    CREATE TABLE IF NOT EXISTS interviews (
      id INTEGER PRIMARY KEY,
      slug TEXT NOT NULL UNIQUE,
      expert_id INTEGER NOT NULL,
      title TEXT NOT NULL,
      description TEXT NOT NULL,
      interview_type TEXT NOT NULL,
      duration_minutes INTEGER NOT NULL,
      featured INTEGER NOT NULL,
      view_count INTEGER NOT NULL,
      published INTEGER NOT NULL DEFAULT 1,
      published_at TEXT,
      questions TEXT NOT NULL,
      raw_questions TEXT NOT NULL,
      stream_id TEXT NOT NULL,
      revision INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS interviews_by_expert ON interviews (expert_id);
    CREATE TABLE IF NOT EXISTS interview_lists (
      list TEXT NOT NULL, published_at TEXT NOT NULL, interview_id INTEGER NOT NULL, PRIMARY KEY (list, published_at, interview_id)
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS interview_lists_by_interview ON interview_lists (interview_id);
    CREATE TABLE IF NOT EXISTS interview_list_counts (list TEXT PRIMARY KEY, total INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS interview_view_streams (stream_id TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;`,
  prepare: (db) => ({
    upsertExpert: db.prepare(`INSERT INTO experts (id, name, title, credentials, bio, avatar_url, years_experience, location, specializations, website_url, linkedin_url, search_text, revision, created_at, updated_at)
      VALUES (@id, @name, @title, @credentials, @bio, @avatarUrl, @yearsExperience, @location, @specializations, @websiteUrl, @linkedinUrl, @searchText, @revision, @at, @at)
      ON CONFLICT(id) DO UPDATE SET name = excluded.name, title = excluded.title, credentials = excluded.credentials, bio = excluded.bio,
        avatar_url = excluded.avatar_url, years_experience = excluded.years_experience, location = excluded.location,
        specializations = excluded.specializations, website_url = excluded.website_url, linkedin_url = excluded.linkedin_url, search_text = excluded.search_text,
        revision = excluded.revision, updated_at = excluded.updated_at`),
    setExpertFlags: db.prepare('UPDATE experts SET active = COALESCE(?, active), deleted = COALESCE(?, deleted), revision = ?, updated_at = ? WHERE id = ?'),
    clearSpecializations: db.prepare('DELETE FROM expert_specializations WHERE expert_id = ?'),
    addSpecialization: db.prepare('INSERT INTO expert_specializations (specialization, expert_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    expertSpecializations: db.prepare<[number], { specializations: string }>('SELECT specializations FROM experts WHERE id = ?'),
    interviewsOf: db.prepare<[number], { id: number }>('SELECT id FROM interviews WHERE expert_id = ?'),
    upsertInterview: db.prepare(`INSERT INTO interviews (id, slug, expert_id, title, description, interview_type, duration_minutes, featured, view_count, published, published_at, questions, raw_questions, stream_id, revision, created_at, updated_at)
      VALUES (@id, @slug, @expertId, @title, @description, @interviewType, @durationMinutes, @featured, @viewCount, @published, @publishedAt, @questions, @rawQuestions, @streamId, @revision, @at, @at)
      ON CONFLICT(id) DO NOTHING`),
    editInterview: db.prepare(`UPDATE interviews SET slug = COALESCE(@slug, slug), expert_id = COALESCE(@expertId, expert_id), title = COALESCE(@title, title),
      description = COALESCE(@description, description), interview_type = COALESCE(@interviewType, interview_type), duration_minutes = COALESCE(@durationMinutes, duration_minutes),
      featured = COALESCE(@featured, featured), questions = COALESCE(@questions, questions), raw_questions = COALESCE(@rawQuestions, raw_questions),
      revision = @revision, updated_at = @at WHERE id = @id`),
    setPublished: db.prepare('UPDATE interviews SET published = ?, published_at = COALESCE(published_at, ?), revision = ?, updated_at = ? WHERE id = ?'),
    deleteInterview: db.prepare('DELETE FROM interviews WHERE id = ?'),
    interview: db.prepare<[number], { expert_id: number; interview_type: string; published: number; published_at: string | null }>(
      'SELECT expert_id, interview_type, published, published_at FROM interviews WHERE id = ?',
    ),
    listsOf: db.prepare<[number], { list: string }>('SELECT list FROM interview_lists WHERE interview_id = ?'),
    unplace: db.prepare('DELETE FROM interview_lists WHERE interview_id = ?'),
    uncount: db.prepare('UPDATE interview_list_counts SET total = total - 1 WHERE list = ?'),
    count: db.prepare(`INSERT INTO interview_list_counts (list, total) VALUES (?, 1) ON CONFLICT(list) DO UPDATE SET total = total + 1`),
    place: db.prepare('INSERT INTO interview_lists (list, published_at, interview_id) VALUES (?, ?, ?)'),
    views: viewCounts(db, { streams: 'interview_view_streams', counted: 'interviews' }),
  }),
  apply(event, s, { sanitizeHtml }) {
    const e = event as unknown as ExpertEvent;
    const at = event.metadata.at;
    /** Takes the interview out of every list, then puts it in the lists it now belongs to (public ones only). */
    const relist = (interviewId: number) => {
      for (const { list } of s.listsOf.all(interviewId)) s.uncount.run(list);
      s.unplace.run(interviewId);
      const row = s.interview.get(interviewId);
      if (!row || row.published !== 1 || !row.published_at) return;
      const spec = s.expertSpecializations.get(row.expert_id);
      const specs: (string | null)[] = [null, ...(spec ? (JSON.parse(spec.specializations) as string[]) : [])];
      for (const expert of [null, row.expert_id])
        for (const sp of specs)
          for (const type of [null, row.interview_type]) {
            const list = interviewListKey(expert, sp, type);
            s.place.run(list, row.published_at, interviewId);
            s.count.run(list);
          }
    };
    const safeQuestions = (d: { htmlPolicy?: number; questions: { question: string; answer: string; safeAnswer: string }[] }) =>
      JSON.stringify(d.questions.map((q) => ({ question: q.question, answer: d.htmlPolicy === HTML_POLICY_VERSION ? q.safeAnswer : sanitizeHtml(q.answer) })));
    const rawQuestions = (qs: { question: string; answer: string }[]) => JSON.stringify(qs.map((q) => ({ question: q.question, answer: q.answer })));
    switch (e.type) {
      case 'ExpertProfiled': {
        const d = e.data;
        s.upsertExpert.run({
          id: d.expertId, name: d.name, title: d.title, credentials: d.credentials, bio: d.bio, avatarUrl: d.avatarUrl,
          yearsExperience: d.yearsExperience, location: d.location, specializations: JSON.stringify(d.specializations),
          websiteUrl: d.websiteUrl, linkedinUrl: d.linkedinUrl, searchText: expertSearchText(d), revision: event.revision, at,
        });
        s.clearSpecializations.run(d.expertId);
        for (const sp of d.specializations) s.addSpecialization.run(sp, d.expertId);
        for (const { id } of s.interviewsOf.all(d.expertId)) relist(id);
        return;
      }
      case 'ExpertDeactivated':
      case 'ExpertReactivated':
      case 'ExpertDeleted': {
        const active = e.type === 'ExpertDeleted' ? null : e.type === 'ExpertReactivated' ? 1 : 0;
        s.setExpertFlags.run(active, e.type === 'ExpertDeleted' ? 1 : null, event.revision, at, e.data.expertId);
        return;
      }
      case 'InterviewPublished':
      case 'InterviewCreated': {
        const d = e.data;
        const published = e.type === 'InterviewPublished';
        s.upsertInterview.run({
          id: d.interviewId, slug: d.slug, expertId: d.expertId, title: d.title, description: d.description, interviewType: d.interviewType,
          durationMinutes: d.durationMinutes, featured: d.featured ? 1 : 0, viewCount: d.viewCount, published: published ? 1 : 0, publishedAt: published ? at : null,
          questions: safeQuestions(d), rawQuestions: rawQuestions(d.questions), streamId: event.streamId, revision: event.revision, at,
        });
        relist(d.interviewId);
        return;
      }
      case 'InterviewEdited': {
        const d = e.data;
        s.editInterview.run({
          id: d.interviewId, slug: d.slug ?? null, expertId: d.expertId ?? null, title: d.title ?? null, description: d.description ?? null,
          interviewType: d.interviewType ?? null, durationMinutes: d.durationMinutes ?? null, featured: d.featured === undefined ? null : d.featured ? 1 : 0,
          questions: d.questions ? safeQuestions({ htmlPolicy: d.htmlPolicy, questions: d.questions }) : null,
          rawQuestions: d.questions ? rawQuestions(d.questions) : null, revision: event.revision, at,
        });
        relist(d.interviewId);
        return;
      }
      case 'InterviewMadePublic':
      case 'InterviewUnpublished':
        s.setPublished.run(e.type === 'InterviewMadePublic' ? 1 : 0, e.type === 'InterviewMadePublic' ? at : null, event.revision, at, e.data.interviewId);
        relist(e.data.interviewId);
        return;
      case 'InterviewDeleted':
        s.deleteInterview.run(e.data.interviewId);
        relist(e.data.interviewId);
        return;
      case 'InterviewSlugReserved':
      case 'InterviewSlugReleased':
        return;
      case 'InterviewViewsCounted':
        s.views(event, e.data.counts.map((c) => ({ id: c.interviewId, views: c.views })));
        return;
      default:
        exhaustive(e);
    }
  },
});
