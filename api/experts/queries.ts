import type {
  ExpertDto,
  ExpertProfileResponse,
  InterviewCardDto,
  InterviewPageResponse,
  InterviewQuestionDto,
  ListExpertsQuery,
  ListInterviewsQuery,
  ListInterviewsResponse,
} from '../../schemas/experts/queries.js';
import { PROFILE_INTERVIEWS_MAX, type InterviewType, type Specialization } from '../../schemas/experts/messages.js';
import { interviewListKey } from '../../projections/experts/experts.projection.js';
import type { ReadModel } from '../../projections/read-db.js';
import { expertStreams } from '../../schemas/experts/events.js';

interface ExpertRow {
  id: number;
  name: string;
  title: string;
  credentials: string;
  bio: string;
  avatar_url: string | null;
  years_experience: number;
  location: string;
  specializations: string;
  website_url: string | null;
  linkedin_url: string | null;
}

interface InterviewRow {
  id: number;
  slug: string;
  expert_id: number;
  title: string;
  description: string;
  interview_type: InterviewType;
  duration_minutes: number;
  featured: number;
  view_count: number;
  published_at: string;
}

/** The stream an interview lives on: its own (`interview-<id>`), or the slug-named one of an interview from before the studio. */
export function interviewStreamOf(rm: ReadModel, id: number): string {
  return rm.stmt<[number], { stream_id: string }>(INTERVIEW_STREAM).get(id)?.stream_id ?? expertStreams.studioInterview(id);
}

/** Experts are staff-curated profiles (a few dozen): a list answers at most this many. */
export const EXPERTS_MAX = 200;

const EXPERT_COLUMNS = 'e.id, e.name, e.title, e.credentials, e.bio, e.avatar_url, e.years_experience, e.location, e.specializations, e.website_url, e.linkedin_url';
const INTERVIEW_COLUMNS = 'i.id, i.slug, i.expert_id, i.title, i.description, i.interview_type, i.duration_minutes, i.featured, i.view_count, i.published_at';

/** /experts lists active experts only; a deactivated or deleted one still names their interviews (EXPERT). */
const LISTED = 'e.active = 1 AND e.deleted = 0';
const EXPERTS = `SELECT ${EXPERT_COLUMNS} FROM experts e WHERE ${LISTED} ORDER BY e.id LIMIT ${EXPERTS_MAX}`;
const EXPERTS_TEXT = `SELECT ${EXPERT_COLUMNS} FROM experts e WHERE ${LISTED} AND instr(e.search_text, ?) > 0 ORDER BY e.id LIMIT ${EXPERTS_MAX}`;
const EXPERTS_BY_SPECIALIZATION = `SELECT ${EXPERT_COLUMNS} FROM expert_specializations s JOIN experts e ON e.id = s.expert_id
  WHERE s.specialization = ? AND ${LISTED} ORDER BY s.expert_id LIMIT ${EXPERTS_MAX}`;
const EXPERTS_BY_SPECIALIZATION_TEXT = `SELECT ${EXPERT_COLUMNS} FROM expert_specializations s JOIN experts e ON e.id = s.expert_id
  WHERE s.specialization = ? AND ${LISTED} AND instr(e.search_text, ?) > 0 ORDER BY s.expert_id LIMIT ${EXPERTS_MAX}`;
const EXPERT = `SELECT ${EXPERT_COLUMNS}, e.deleted FROM experts e WHERE e.id = ?`;
const LIST_TOTAL = 'SELECT total FROM interview_list_counts WHERE list = ?';
/** A page of one list: one range of its index, newest first (lists hold public interviews only). */
const LIST_PAGE = `SELECT ${INTERVIEW_COLUMNS} FROM interview_lists l JOIN interviews i ON i.id = l.interview_id
  WHERE l.list = ? ORDER BY l.published_at DESC, l.interview_id DESC LIMIT ? + 0 OFFSET ? + 0`;
const INTERVIEW_BY_SLUG = `SELECT ${INTERVIEW_COLUMNS}, i.questions FROM interviews i WHERE i.slug = ? AND i.published = 1`;
const INTERVIEW_ID_BY_SLUG = 'SELECT i.id FROM interviews i WHERE i.slug = ? AND i.published = 1';
const INTERVIEW_STREAM = 'SELECT i.stream_id FROM interviews i WHERE i.id = ?';

/** Every statement the expert reads run (queries.test.ts checks their plans). */
export const EXPERT_READ_SQL = {
  EXPERTS, EXPERTS_TEXT, EXPERTS_BY_SPECIALIZATION, EXPERTS_BY_SPECIALIZATION_TEXT, EXPERT, LIST_TOTAL, LIST_PAGE, INTERVIEW_BY_SLUG, INTERVIEW_ID_BY_SLUG, INTERVIEW_STREAM,
} as const;

const toExpert = (r: ExpertRow): ExpertDto => ({
  id: r.id,
  name: r.name,
  title: r.title,
  credentials: r.credentials,
  bio: r.bio,
  avatarUrl: r.avatar_url,
  yearsExperience: r.years_experience,
  location: r.location,
  specializations: JSON.parse(r.specializations) as Specialization[],
  websiteUrl: r.website_url,
  linkedinUrl: r.linkedin_url,
});

const toCard = (r: InterviewRow, expert: ExpertDto): InterviewCardDto => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  description: r.description,
  expertName: expert.name,
  expertTitle: expert.title,
  expertAvatarUrl: expert.avatarUrl,
  featured: r.featured === 1,
  interviewType: r.interview_type,
  durationMinutes: r.duration_minutes,
  viewCount: r.view_count,
  publishedDate: r.published_at,
  expert,
});

/** Any expert who has a profile, deleted ones included: an interview keeps its attribution. */
function expertById(rm: ReadModel, id: number): ExpertDto | null {
  const r = rm.stmt<[number], ExpertRow>(EXPERT).get(id);
  return r ? toExpert(r) : null;
}

/** Cards for rows, each expert read once (a page names a few experts). */
function cards(rm: ReadModel, rows: InterviewRow[]): InterviewCardDto[] {
  const experts = new Map<number, ExpertDto>();
  return rows.flatMap((r) => {
    let e = experts.get(r.expert_id) ?? null;
    if (!e) {
      e = expertById(rm, r.expert_id);
      if (!e) return [];
      experts.set(r.expert_id, e);
    }
    return [toCard(r, e)];
  });
}

/**
 * GET /_api/experts: experts in the order they were profiled, filtered by a specialization (its
 * index) and by `q`, a case-insensitive match on name, title, bio and specializations.
 */
export function listExperts(rm: ReadModel, q: ListExpertsQuery): ExpertDto[] {
  const text = q.q?.toLowerCase();
  const rows = q.specialization
    ? text
      ? rm.stmt<[string, string], ExpertRow>(EXPERTS_BY_SPECIALIZATION_TEXT).all(q.specialization, text)
      : rm.stmt<[string], ExpertRow>(EXPERTS_BY_SPECIALIZATION).all(q.specialization)
    : text
      ? rm.stmt<[string], ExpertRow>(EXPERTS_TEXT).all(text)
      : rm.stmt<[], ExpertRow>(EXPERTS).all();
  return rows.map(toExpert);
}

function listPage(rm: ReadModel, list: string, limit: number, offset: number): { rows: InterviewRow[]; total: number } {
  const total = rm.stmt<[string], { total: number }>(LIST_TOTAL).get(list)?.total ?? 0;
  const rows = offset < total ? rm.stmt<[string, number, number], InterviewRow>(LIST_PAGE).all(list, limit, offset) : [];
  return { rows, total };
}

/** GET /_api/experts/interviews: newest first; `total` counts the whole filtered list (kept by the projection). */
export function listInterviews(rm: ReadModel, q: ListInterviewsQuery): ListInterviewsResponse {
  const list = interviewListKey(q.expertId ?? null, q.specialization ?? null, q.interviewType ?? null);
  const { rows, total } = listPage(rm, list, q.limit, q.offset);
  return { interviews: cards(rm, rows), total };
}

/** GET /_api/experts/expert: the profile and the expert's interviews, newest first; null when unknown. */
export function expertProfile(rm: ReadModel, id: number): ExpertProfileResponse | null {
  const row = rm.stmt<[number], ExpertRow & { deleted: number }>(EXPERT).get(id);
  if (!row || row.deleted === 1) return null;
  const expert = toExpert(row);
  const { rows } = listPage(rm, interviewListKey(id, null, null), PROFILE_INTERVIEWS_MAX, 0);
  return { expert, interviews: rows.map((r) => toCard(r, expert)) };
}

/** GET /_api/experts/interview: the interview with its expert and Q&A (answers: sanitised HTML); null when unknown. */
export function interviewBySlug(rm: ReadModel, slug: string): InterviewPageResponse | null {
  const r = rm.stmt<[string], InterviewRow & { questions: string }>(INTERVIEW_BY_SLUG).get(slug);
  if (!r) return null;
  const expert = expertById(rm, r.expert_id);
  if (!expert) return null;
  const questions = JSON.parse(r.questions) as InterviewQuestionDto[];
  return { interview: { ...toCard(r, expert), questions }, expert, questions };
}

/** The id of the interview at this slug (its unique index), or null when unknown. */
export function interviewIdBySlug(rm: ReadModel, slug: string): number | null {
  return rm.stmt<[string], { id: number }>(INTERVIEW_ID_BY_SLUG).get(slug)?.id ?? null;
}
