import { z } from 'zod';
import { expertMessages as m, INTERVIEWS_DEFAULT_LIMIT, INTERVIEWS_MAX_LIMIT, SPECIALIZATIONS, type InterviewType, type Specialization } from './messages.js';
import { intParam, single } from '../shared/query-params.js';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalText = (message: string) =>
  z.preprocess((v) => blankToUndefined(single(v)), z.string({ error: message }).trim().max(100, message).optional());

/** The `specialization` filter: one of the fixed list; empty or 'All' means no filter. */
export const specializationFilter = z.preprocess(
  (v) => (v === 'All' ? undefined : blankToUndefined(single(v))),
  z.enum(SPECIALIZATIONS, { error: m.specialization }).optional(),
);

/** GET /_api/experts?q&specialization */
export const listExpertsQuery = z.strictObject({ q: optionalText(m.textTooLong), specialization: specializationFilter });
export type ListExpertsQuery = z.infer<typeof listExpertsQuery>;

const positiveInt = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/** GET /_api/experts/expert?id */
export const expertProfileQuery = z.strictObject({ id: z.preprocess(single, positiveInt(m.expertId)) });

/** GET /_api/experts/interviews?limit&offset&expertId&specialization&interviewType (SPEC 5). */
export const listInterviewsQuery = z.strictObject({
  limit: z.preprocess(blankToUndefined, z.preprocess(single, positiveInt(m.limit).max(INTERVIEWS_MAX_LIMIT, m.limitTooLarge)).default(INTERVIEWS_DEFAULT_LIMIT)),
  offset: z.preprocess(
    blankToUndefined,
    intParam(m.offset, 0, Number.MAX_SAFE_INTEGER).default(0),
  ),
  expertId: z.preprocess((v) => blankToUndefined(single(v)), positiveInt(m.expertId).optional()),
  specialization: optionalText(m.filterTooLong),
  interviewType: optionalText(m.filterTooLong),
});
export type ListInterviewsQuery = z.infer<typeof listInterviewsQuery>;

/** GET /_api/experts/interview?slug ('Slug is required' when missing or blank). */
export const interviewBySlugQuery = z.strictObject({
  slug: z.preprocess(single, z.string({ error: m.slugRequired }).trim().min(1, m.slugRequired).max(200, m.interviewNotFound)),
});

/** SPEC section 3: Expert. */
export type ExpertDto = {
  id: number;
  name: string;
  title: string;
  credentials: string;
  bio: string;
  avatarUrl: string | null;
  yearsExperience: number;
  location: string;
  specializations: Specialization[];
  websiteUrl: string | null;
  linkedinUrl: string | null;
};

/** One question and its answer (sanitised HTML; the client converts line breaks). */
export type InterviewQuestionDto = { question: string; answer: string };

/**
 * SPEC section 3: Interview. `publishedDate` is ISO 8601 (UTC); `durationMinutes` is shown as
 * 'min read'; `expert` is the interviewed expert.
 */
export type InterviewDto = {
  id: number;
  slug: string;
  title: string;
  description: string;
  expertName: string;
  expertTitle: string;
  expertAvatarUrl: string | null;
  featured: boolean;
  interviewType: InterviewType;
  durationMinutes: number;
  viewCount: number;
  publishedDate: string;
  expert: ExpertDto;
  questions: InterviewQuestionDto[];
};

/**
 * An interview in a list (cards): every Interview field but the Q&A, which only the interview's
 * own page carries (a list of 10 full interviews would weigh tens of KB for cards that show none).
 */
export type InterviewCardDto = Omit<InterviewDto, 'questions'>;

/** GET /_api/experts */
export type ListExpertsResponse = ExpertDto[];
/** GET /_api/experts/expert */
export type ExpertProfileResponse = { expert: ExpertDto; interviews: InterviewCardDto[] };
/** GET /_api/experts/interviews */
export type ListInterviewsResponse = { interviews: InterviewCardDto[]; total: number };
/** GET /_api/experts/interview */
export type InterviewPageResponse = { interview: InterviewDto; expert: ExpertDto; questions: InterviewQuestionDto[] };
