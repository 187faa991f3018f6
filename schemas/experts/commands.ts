import { z } from 'zod';
import { INTERVIEW_TYPES, SPECIALIZATIONS } from './messages.js';

const text = (name: string, min: number, max: number) =>
  z.string({ error: `${name} is required` }).trim().min(min, `${name} must be at least ${min} characters`).max(max, `${name} must be ${max} characters or less`);
const url = (name: string) => z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }).max(500).nullable().default(null);

/** Staff (seeder, operators' scripts): an expert's profile. */
export const profileExpertInput = z.strictObject({
  expertId: z.number().int().positive().optional(),
  name: text('Name', 2, 100),
  title: text('Title', 2, 150),
  credentials: text('Credentials', 2, 300),
  bio: text('Bio', 50, 5000),
  avatarUrl: url('Avatar URL'),
  yearsExperience: z.number().int().min(0).max(80),
  location: text('Location', 2, 150),
  specializations: z.array(z.enum(SPECIALIZATIONS)).min(1).max(SPECIALIZATIONS.length).refine((a) => new Set(a).size === a.length, 'Specializations must not repeat'),
  websiteUrl: url('Website URL'),
  linkedinUrl: url('LinkedIn URL'),
});
export type ProfileExpertInput = z.input<typeof profileExpertInput>;

/** Staff: publish an interview with an expert who has a profile. Answers are HTML (sanitised on acceptance). */
export const publishInterviewInput = z.strictObject({
  expertId: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug must be lowercase words joined by hyphens').min(3).max(120),
  title: text('Title', 5, 200),
  description: text('Description', 20, 500),
  interviewType: z.enum(INTERVIEW_TYPES),
  durationMinutes: z.number().int().min(1).max(240),
  featured: z.boolean().default(false),
  viewCount: z.number().int().min(0).default(0),
  questions: z.array(z.strictObject({ question: text('Question', 5, 500), answer: text('Answer', 20, 20000) })).min(1).max(50),
});
export type PublishInterviewInput = z.input<typeof publishInterviewInput>;

/** POST /_api/experts/interview/view: a reader opened the interview (anyone; counted once per visitor per hour). */
export const viewInterviewInput = z.strictObject({
  slug: z.string({ error: 'Slug is required' }).trim().min(1, 'Slug is required').max(200, 'Interview not found'),
});
export type ViewInterviewInput = z.input<typeof viewInterviewInput>;
