import { z } from 'zod';
import { entityId, viewCounts, type EventUnion } from '../shared/event.js';
import { INTERVIEW_TYPES, SPECIALIZATIONS } from './messages.js';

/** One question of an interview: `answer` is the raw HTML as written, `safeAnswer` its sanitised form. */
const interviewQuestion = z.object({ question: z.string(), answer: z.string(), safeAnswer: z.string() });
export type InterviewQuestionData = z.infer<typeof interviewQuestion>;

/** An interview's content as a create carries it (an edit carries the fields that changed). */
const interviewContent = z.object({
  interviewId: entityId,
  expertId: entityId,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  interviewType: z.enum(INTERVIEW_TYPES),
  durationMinutes: z.number(),
  featured: z.boolean(),
  viewCount: z.number(),
  questions: z.array(interviewQuestion),
  htmlPolicy: z.number(),
});
export type InterviewContent = z.infer<typeof interviewContent>;

const expertRef = z.object({ expertId: entityId });
const interviewRef = z.object({ interviewId: entityId });

/**
 * Expert events (ARCHITECTURE's catalogue). Staff content, in clear (no member's personal data).
 * Streams:
 * - `expert-<expertId>`: ExpertProfiled (the full profile; a later one replaces it), ExpertDeactivated
 *   and ExpertReactivated (an inactive expert is not listed on /experts; their interviews keep their
 *   attribution), ExpertDeleted (final; the profile stays in the read model for that attribution).
 * - `interview-<interviewId>`: the studio's interviews (issue 27): InterviewCreated (a draft),
 *   InterviewEdited (the changed fields), InterviewMadePublic / InterviewUnpublished, InterviewDeleted.
 *   The first InterviewMadePublic dates the interview (`publishedDate`).
 * - `interview-slug-<slug>`: the slug's reservation (InterviewSlugReserved / InterviewSlugReleased),
 *   appended with an exact revision, so two interviews never land on one slug.
 * - `expert-interview-<slug>`: InterviewPublished, from before the studio (created and public at once;
 *   the stream name made the slug unique). Such an interview is edited on this stream.
 * - `interview-views-<YYYY-MM-DD>`: InterviewViewsCounted, one batch of counted views per node per flush
 *   (api/experts/views.ts); the read model's view count is the published figure plus these.
 * An interview's publication date is its event's `metadata.at`. Answers are sanitised when the
 * command is accepted (like article content): `safeAnswer` under `htmlPolicy`.
 * `viewCount` is the count the interview carries when published (an imported figure; 0 for new ones).
 */
/** The events of an expert's own stream (`expert-<expertId>`): the expert decider folds these alone. */
const expertStreamEvents = {
  ExpertProfiled: z.object({
    expertId: entityId,
    name: z.string(),
    title: z.string(),
    credentials: z.string(),
    bio: z.string(),
    avatarUrl: z.string().nullable(),
    yearsExperience: z.number(),
    location: z.string(),
    specializations: z.array(z.enum(SPECIALIZATIONS)),
    websiteUrl: z.string().nullable(),
    linkedinUrl: z.string().nullable(),
  }),
  ExpertDeactivated: expertRef,
  ExpertReactivated: expertRef,
  ExpertDeleted: expertRef,
};
export type ExpertStreamEvent = EventUnion<typeof expertStreamEvents>;

/** The events of an interview's own stream (`interview-<id>`, or `expert-interview-<slug>` from before the studio): the interview decider's. */
const interviewStreamEvents = {
  InterviewPublished: interviewContent,
  InterviewCreated: interviewContent,
  InterviewEdited: interviewContent
    .omit({ interviewId: true, viewCount: true })
    .partial()
    .extend({ interviewId: entityId, restoredFrom: z.number().optional() }),
  InterviewMadePublic: interviewRef,
  InterviewUnpublished: interviewRef,
  InterviewDeleted: interviewRef,
};
export type InterviewStreamEvent = EventUnion<typeof interviewStreamEvents>;

/** The events of a slug's reservation stream (`interview-slug-<slug>`): the slug reservation decider's. */
const interviewSlugStreamEvents = {
  InterviewSlugReserved: z.object({ interviewId: entityId, streamId: z.string(), interviewRevision: z.number() }),
  InterviewSlugReleased: interviewRef,
};
export type InterviewSlugStreamEvent = EventUnion<typeof interviewSlugStreamEvents>;

export const expertEvents = {
  ...expertStreamEvents,
  ...interviewStreamEvents,
  InterviewViewsCounted: viewCounts('interviewId'),
  ...interviewSlugStreamEvents,
};

export type ExpertEvent = EventUnion<typeof expertEvents>;

export const expertStreams = {
  expert: (expertId: number) => `expert-${expertId}`,
  /** Interviews from before the studio (InterviewPublished); named by their first slug. */
  interview: (slug: string) => `expert-interview-${slug}`,
  studioInterview: (interviewId: number) => `interview-${interviewId}`,
  interviewSlug: (slug: string) => `interview-slug-${slug}`,
  views: (day: string) => `interview-views-${day}`,
} as const;
