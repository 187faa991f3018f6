import type { ExpertEvent } from '../../schemas/experts/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { defineProjection } from '../projection.js';

/**
 * The key of one interview list: which filters it answers (null: any). Every interview is placed in
 * each combination of (its expert | any) x (each of its expert's specializations | any) x (its type | any),
 * so every filter the interviews call accepts is one dense numbering, paged without OFFSET.
 */
export const interviewListKey = (expertId: number | null, specialization: string | null, interviewType: string | null) =>
  JSON.stringify([expertId, specialization, interviewType]);

/** The text `q` is matched against: name, title, bio and specializations, lower-cased. */
export const expertSearchText = (d: { name: string; title: string; bio: string; specializations: string[] }) =>
  [d.name, d.title, d.bio, ...d.specializations].join('\n').toLowerCase();

/**
 * Experts and their interviews.
 * - `experts` holds each profile (the latest ExpertProfiled wins) with its lower-cased search text;
 *   `expert_specializations` indexes experts by specialization.
 * - `interviews` holds each interview with its sanitised Q&A (JSON) and publication time.
 * - `interview_lists` numbers each list's interviews 1..n in log order (newest = highest n; new
 *   interviews are published now and the seeder publishes oldest first, so log order is date order);
 *   `interview_list_counts` keeps each list's total. A page at offset k of a list with total T is the
 *   index range n <= T - k, newest first. The specializations an interview is listed under are its
 *   expert's when it is projected.
 * - `view_count` is the figure the interview was published with plus the views counted since:
 *   they arrive in batches (InterviewViewsCounted) on daily streams; `interview_view_streams` keeps
 *   the last revision applied per stream, so a batch delivered twice is added once.
 * Idempotent: an interview is placed only when its row is really inserted.
 */
export const expertsProjection = defineProjection({
  name: 'experts',
  version: 2,
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
      search_text TEXT NOT NULL
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
      published_at TEXT NOT NULL,
      questions TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS interview_lists (
      list TEXT NOT NULL, n INTEGER NOT NULL, interview_id INTEGER NOT NULL, PRIMARY KEY (list, n)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS interview_list_counts (list TEXT PRIMARY KEY, total INTEGER NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS interview_view_streams (stream_id TEXT PRIMARY KEY, revision INTEGER NOT NULL) WITHOUT ROWID;`,
  prepare: (db) => ({
    upsertExpert: db.prepare(`INSERT INTO experts (id, name, title, credentials, bio, avatar_url, years_experience, location, specializations, website_url, linkedin_url, search_text)
      VALUES (@id, @name, @title, @credentials, @bio, @avatarUrl, @yearsExperience, @location, @specializations, @websiteUrl, @linkedinUrl, @searchText)
      ON CONFLICT(id) DO UPDATE SET name = excluded.name, title = excluded.title, credentials = excluded.credentials, bio = excluded.bio,
        avatar_url = excluded.avatar_url, years_experience = excluded.years_experience, location = excluded.location,
        specializations = excluded.specializations, website_url = excluded.website_url, linkedin_url = excluded.linkedin_url, search_text = excluded.search_text`),
    clearSpecializations: db.prepare('DELETE FROM expert_specializations WHERE expert_id = ?'),
    addSpecialization: db.prepare('INSERT INTO expert_specializations (specialization, expert_id) VALUES (?, ?) ON CONFLICT DO NOTHING'),
    expertSpecializations: db.prepare<[number], { specializations: string }>('SELECT specializations FROM experts WHERE id = ?'),
    insertInterview: db.prepare(`INSERT INTO interviews (id, slug, expert_id, title, description, interview_type, duration_minutes, featured, view_count, published_at, questions)
      VALUES (@id, @slug, @expertId, @title, @description, @interviewType, @durationMinutes, @featured, @viewCount, @at, @questions) ON CONFLICT DO NOTHING`),
    count: db.prepare<[string], { total: number }>(`INSERT INTO interview_list_counts (list, total) VALUES (?, 1)
      ON CONFLICT(list) DO UPDATE SET total = total + 1 RETURNING total`),
    place: db.prepare('INSERT INTO interview_lists (list, n, interview_id) VALUES (?, ?, ?)'),
    viewsApplied: db.prepare<[string], { revision: number }>('SELECT revision FROM interview_view_streams WHERE stream_id = ?'),
    viewsAt: db.prepare(`INSERT INTO interview_view_streams (stream_id, revision) VALUES (?, ?)
      ON CONFLICT(stream_id) DO UPDATE SET revision = excluded.revision`),
    addViews: db.prepare('UPDATE interviews SET view_count = view_count + ? WHERE id = ?'),
  }),
  apply(event, s, { sanitizeHtml }) {
    const e = event as unknown as ExpertEvent;
    switch (e.type) {
      case 'ExpertProfiled': {
        const d = e.data;
        s.upsertExpert.run({
          id: d.expertId, name: d.name, title: d.title, credentials: d.credentials, bio: d.bio, avatarUrl: d.avatarUrl,
          yearsExperience: d.yearsExperience, location: d.location, specializations: JSON.stringify(d.specializations),
          websiteUrl: d.websiteUrl, linkedinUrl: d.linkedinUrl, searchText: expertSearchText(d),
        });
        s.clearSpecializations.run(d.expertId);
        for (const sp of d.specializations) s.addSpecialization.run(sp, d.expertId);
        return;
      }
      case 'InterviewPublished': {
        const d = e.data;
        const current = d.htmlPolicy === HTML_POLICY_VERSION;
        const questions = d.questions.map((q) => ({ question: q.question, answer: current ? q.safeAnswer : sanitizeHtml(q.answer) }));
        const inserted = s.insertInterview.run({
          id: d.interviewId, slug: d.slug, expertId: d.expertId, title: d.title, description: d.description, interviewType: d.interviewType,
          durationMinutes: d.durationMinutes, featured: d.featured ? 1 : 0, viewCount: d.viewCount, at: event.metadata.at, questions: JSON.stringify(questions),
        });
        if (inserted.changes === 0) return;
        const row = s.expertSpecializations.get(d.expertId);
        const specs: (string | null)[] = [null, ...(row ? (JSON.parse(row.specializations) as string[]) : [])];
        for (const expert of [null, d.expertId])
          for (const sp of specs)
            for (const type of [null, d.interviewType]) {
              const list = interviewListKey(expert, sp, type);
              s.place.run(list, s.count.get(list)!.total, d.interviewId);
            }
        return;
      }
      case 'InterviewViewsCounted': {
        if ((s.viewsApplied.get(event.streamId)?.revision ?? -1) >= event.revision) return;
        for (const c of e.data.counts) if (c.views > 0) s.addViews.run(c.views, c.interviewId);
        s.viewsAt.run(event.streamId, event.revision);
        return;
      }
      default: {
        const never: never = e;
        void never;
      }
    }
  },
});
