import type {
  AdminExpert,
  AdminExpertList,
  AdminInterview,
  AdminInterviewDetail,
  AdminInterviewList,
  AdminInterviewQuestion,
  AdminListExpertsQuery,
  AdminListInterviewsQuery,
} from '../../schemas/experts/admin.js';
import type { InterviewType, Specialization } from '../../schemas/experts/messages.js';
import type { ReadModel } from '../../projections/read-db.js';

/**
 * The studio's lists. Experts and interviews are staff-curated (dozens to a few thousand rows), so
 * a filtered page is a plain query with LIMIT/OFFSET; `q` is a case-insensitive substring of the
 * name and title (experts) or the title and the expert's name (interviews). Deleted experts are not
 * listed (their profile stays for their interviews' attribution); deleted interviews are gone.
 */

interface ExpertRow {
  id: number; name: string; title: string; credentials: string; bio: string; avatar_url: string | null; years_experience: number;
  location: string; specializations: string; website_url: string | null; linkedin_url: string | null; active: number;
  created_at: string; updated_at: string; revision: number; interview_count: number;
}

interface InterviewRow {
  id: number; slug: string; title: string; description: string; expert_id: number; expert_name: string; interview_type: InterviewType;
  duration_minutes: number; featured: number; published: number; published_at: string | null; view_count: number;
  created_at: string; updated_at: string; revision: number;
}

const EXPERT_SELECT = `SELECT e.id, e.name, e.title, e.credentials, e.bio, e.avatar_url, e.years_experience, e.location, e.specializations, e.website_url,
  e.linkedin_url, e.active, e.created_at, e.updated_at, e.revision, (SELECT count(*) FROM interviews i WHERE i.expert_id = e.id) AS interview_count FROM experts e`;
const INTERVIEW_SELECT = `SELECT i.id, i.slug, i.title, i.description, i.expert_id, e.name AS expert_name, i.interview_type, i.duration_minutes, i.featured, i.published,
  i.published_at, i.view_count, i.created_at, i.updated_at, i.revision FROM interviews i JOIN experts e ON e.id = i.expert_id`;

const toExpert = (r: ExpertRow): AdminExpert => ({
  id: r.id, name: r.name, title: r.title, credentials: r.credentials, bio: r.bio, avatarUrl: r.avatar_url, yearsExperience: r.years_experience,
  location: r.location, specializations: JSON.parse(r.specializations) as Specialization[], websiteUrl: r.website_url, linkedinUrl: r.linkedin_url,
  active: r.active === 1, interviewCount: r.interview_count, createdAt: r.created_at, updatedAt: r.updated_at, revision: r.revision,
});

const toInterview = (r: InterviewRow): AdminInterview => ({
  id: r.id, slug: r.slug, title: r.title, description: r.description, expertId: r.expert_id, expertName: r.expert_name, interviewType: r.interview_type,
  durationMinutes: r.duration_minutes, featured: r.featured === 1, published: r.published === 1, publishedDate: r.published_at, viewCount: r.view_count,
  createdAt: r.created_at, updatedAt: r.updated_at, revision: r.revision,
});

/** `%`, `_` and `\` in the search text are matched literally. */
const like = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) });

export function listAdminExperts(rm: ReadModel, q: AdminListExpertsQuery): AdminExpertList {
  const where = ['e.deleted = 0'];
  const params: (string | number)[] = [];
  if (q.q) {
    where.push("(lower(e.name) LIKE ? ESCAPE '\\' OR lower(e.title) LIKE ? ESCAPE '\\')");
    params.push(like(q.q), like(q.q));
  }
  if (q.status) where.push(q.status === 'active' ? 'e.active = 1' : 'e.active = 0');
  if (q.specialization) {
    where.push('e.id IN (SELECT s.expert_id FROM expert_specializations s WHERE s.specialization = ?)');
    params.push(q.specialization);
  }
  const clause = `WHERE ${where.join(' AND ')}`;
  const total = rm.stmt<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM experts e ${clause}`).get(...params)!.n;
  const rows = rm.stmt<(string | number)[], ExpertRow>(`${EXPERT_SELECT} ${clause} ORDER BY e.name COLLATE NOCASE, e.id LIMIT ? + 0 OFFSET ? + 0`).all(...params, q.limit, (q.page - 1) * q.limit);
  return { experts: rows.map(toExpert), pagination: pagination(q.page, q.limit, total) };
}

export function adminExpertById(rm: ReadModel, id: number): AdminExpert | null {
  const r = rm.stmt<[number], ExpertRow>(`${EXPERT_SELECT} WHERE e.id = ? AND e.deleted = 0`).get(id);
  return r ? toExpert(r) : null;
}

export function listAdminInterviews(rm: ReadModel, q: AdminListInterviewsQuery): AdminInterviewList {
  const where: string[] = [];
  const params: (string | number)[] = [];
  if (q.q) {
    where.push("(lower(i.title) LIKE ? ESCAPE '\\' OR lower(e.name) LIKE ? ESCAPE '\\')");
    params.push(like(q.q), like(q.q));
  }
  if (q.expertId !== undefined) {
    where.push('i.expert_id = ?');
    params.push(q.expertId);
  }
  if (q.featured !== undefined) where.push(`i.featured = ${q.featured ? 1 : 0}`);
  const base = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const stats = rm.stmt<(string | number)[], { total: number; published: number | null }>(
    `SELECT count(*) AS total, sum(i.published) AS published FROM interviews i JOIN experts e ON e.id = i.expert_id ${base}`,
  ).get(...params)!;
  if (q.status) where.push(q.status === 'published' ? 'i.published = 1' : 'i.published = 0');
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = rm.stmt<(string | number)[], { n: number }>(`SELECT count(*) AS n FROM interviews i JOIN experts e ON e.id = i.expert_id ${clause}`).get(...params)!.n;
  const rows = rm.stmt<(string | number)[], InterviewRow>(`${INTERVIEW_SELECT} ${clause} ORDER BY i.updated_at DESC, i.id DESC LIMIT ? + 0 OFFSET ? + 0`).all(...params, q.limit, (q.page - 1) * q.limit);
  const published = stats.published ?? 0;
  return { interviews: rows.map(toInterview), pagination: pagination(q.page, q.limit, total), stats: { total: stats.total, published, drafts: stats.total - published } };
}

export function adminInterviewById(rm: ReadModel, id: number): AdminInterviewDetail | null {
  const r = rm.stmt<[number], InterviewRow & { raw_questions: string }>(`${INTERVIEW_SELECT.replace('FROM interviews', ', i.raw_questions FROM interviews')} WHERE i.id = ?`).get(id);
  return r ? { ...toInterview(r), questions: JSON.parse(r.raw_questions) as AdminInterviewQuestion[] } : null;
}
