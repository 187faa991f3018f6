import { z } from 'zod';
import { SLUG_MAX, SLUG_PATTERN } from '../admin/slug.js';
import { INTERVIEW_TYPES, SPECIALIZATIONS, expertStudioMessages as m } from './messages.js';
import { EXPERT_PHOTO_PATH } from './photo.js';

const text = (name: string, min: number, max: number) =>
  z.string({ error: `${name} is required` }).trim().min(min, `${name} must be at least ${min} characters`).max(max, `${name} must be ${max} characters or less`);
const url = (name: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).max(500, `${name} must be 500 characters or less`).nullable();
const whole = (name: string, min: number, max: number) =>
  z.number({ error: `${name} must be a whole number from ${min} to ${max}` }).int(`${name} must be a whole number from ${min} to ${max}`).min(min, `${name} must be a whole number from ${min} to ${max}`).max(max, `${name} must be a whole number from ${min} to ${max}`);
const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });
/** A photo uploaded in the studio (schemas/experts/photo.ts), an https URL, or none. */
const photo = z
  .union([z.string().regex(EXPERT_PHOTO_PATH), z.url({ protocol: /^https$/ }).max(500)], { error: m.photo })
  .nullable();
export const expertSpecializations = z
  .array(z.enum(SPECIALIZATIONS, { error: m.specializationUnknown }), { error: m.specializationsRequired })
  .min(1, m.specializationsRequired)
  .max(SPECIALIZATIONS.length)
  .refine((a) => new Set(a).size === a.length, 'Specializations must not repeat');
const slug = z
  .string({ error: m.slugRequired })
  .min(3, m.slugRequired)
  .max(SLUG_MAX, `Slug must be ${SLUG_MAX} characters or less`)
  .regex(SLUG_PATTERN, 'Slug must be lowercase words joined by hyphens');
const question = z.strictObject({ question: text('Question', 5, 500), answer: text('Answer', 20, 20000) }, { error: m.questionShape });

const expertFields = {
  name: text('Name', 2, 100),
  title: text('Title', 2, 150),
  credentials: text('Credentials', 2, 300),
  bio: text('Bio', 50, 5000),
  avatarUrl: photo,
  yearsExperience: whole('Years of experience', 0, 80),
  location: text('Location', 2, 150),
  specializations: expertSpecializations,
  websiteUrl: url('Website URL'),
  linkedinUrl: url('LinkedIn URL'),
};

/**
 * Staff (the seeder, the studio's POST /_api/admin/experts): an expert's profile. `active: false`
 * creates an expert that /experts does not list yet.
 */
export const profileExpertInput = z.strictObject({
  expertId: z.number().int().positive().optional(),
  ...expertFields,
  avatarUrl: photo.default(null),
  websiteUrl: url('Website URL').default(null),
  linkedinUrl: url('LinkedIn URL').default(null),
  active: flag('Active').default(true),
});
export type ProfileExpertInput = z.input<typeof profileExpertInput>;

/** POST /_api/admin/experts/edit: the fields that change; `expectedRevision` is the revision the editor loaded (409 when stale). */
export const editExpertInput = z.strictObject({
  id: z.number({ error: m.expertId }).int(m.expertId).positive(m.expertId),
  expectedRevision: whole('expectedRevision', 0, 1_000_000_000).optional(),
  ...Object.fromEntries(Object.entries(expertFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof expertFields]: z.ZodOptional<(typeof expertFields)[K]> },
  active: flag('Active').optional(),
});
export type EditExpertInput = z.infer<typeof editExpertInput>;

const interviewFields = {
  expertId: z.number({ error: m.expertRequired }).int(m.expertRequired).positive(m.expertRequired),
  slug,
  title: text('Title', 5, 200),
  description: text('Description', 20, 500),
  interviewType: z.enum(INTERVIEW_TYPES, { error: m.interviewType }),
  durationMinutes: whole('Reading time', 1, 240),
  featured: flag('Featured'),
  questions: z.array(question, { error: m.questionsRequired }).min(1, m.questionsRequired).max(50, m.questionsTooMany),
};

/**
 * Staff (the seeder, the studio's POST /_api/admin/interviews): an interview with an expert who
 * has a profile. Answers are HTML (sanitised on acceptance; line breaks are kept). Without a slug
 * the server derives one from the title as for articles; `published: false` saves a draft.
 * Without `durationMinutes` the reading time is worked out from the words (200 a minute).
 */
export const publishInterviewInput = z.strictObject({
  ...interviewFields,
  slug: slug.optional(),
  interviewType: interviewFields.interviewType.default('Q&A'),
  durationMinutes: interviewFields.durationMinutes.optional(),
  featured: interviewFields.featured.default(false),
  published: flag('Published').default(true),
  viewCount: z.number().int().min(0).default(0),
});
export type PublishInterviewInput = z.input<typeof publishInterviewInput>;

/** POST /_api/admin/interviews/edit: the fields that change (`questions` replaces the whole Q&A, in its order). */
export const editInterviewInput = z.strictObject({
  id: z.number({ error: m.interviewId }).int(m.interviewId).positive(m.interviewId),
  expectedRevision: whole('expectedRevision', 0, 1_000_000_000).optional(),
  ...Object.fromEntries(Object.entries(interviewFields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof interviewFields]: z.ZodOptional<(typeof interviewFields)[K]> },
  published: flag('Published').optional(),
});
export type EditInterviewInput = z.infer<typeof editInterviewInput>;

/** POST /_api/experts/interview/view: a reader opened the interview (anyone; counted once per visitor per hour). */
export const viewInterviewInput = z.strictObject({
  slug: z.string({ error: 'Slug is required' }).trim().min(1, 'Slug is required').max(200, 'Interview not found'),
});
export type ViewInterviewInput = z.input<typeof viewInterviewInput>;
