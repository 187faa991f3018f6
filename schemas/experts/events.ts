import type { InterviewType, Specialization } from './messages.js';

/** One question of an interview: `answer` is the raw HTML as written, `safeAnswer` its sanitised form. */
export interface InterviewQuestionData {
  question: string;
  answer: string;
  safeAnswer: string;
}

/** An interview's content as a create carries it (an edit carries the fields that changed). */
export interface InterviewContent {
  interviewId: number;
  expertId: number;
  slug: string;
  title: string;
  description: string;
  interviewType: InterviewType;
  durationMinutes: number;
  featured: boolean;
  viewCount: number;
  questions: InterviewQuestionData[];
  htmlPolicy: number;
}

type InterviewChanges = { interviewId: number; restoredFrom?: number } & Partial<Omit<InterviewContent, 'interviewId' | 'viewCount'>>;

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
export type ExpertEvent =
  | {
      type: 'ExpertProfiled';
      data: {
        expertId: number;
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
    }
  | {
      type: 'InterviewPublished';
      data: {
        interviewId: number;
        expertId: number;
        slug: string;
        title: string;
        description: string;
        interviewType: InterviewType;
        durationMinutes: number;
        featured: boolean;
        viewCount: number;
        questions: InterviewQuestionData[];
        htmlPolicy: number;
      };
    }
  | { type: 'InterviewViewsCounted'; data: { counts: { interviewId: number; views: number }[] } }
  | { type: 'ExpertDeactivated'; data: { expertId: number } }
  | { type: 'ExpertReactivated'; data: { expertId: number } }
  | { type: 'ExpertDeleted'; data: { expertId: number } }
  | { type: 'InterviewCreated'; data: InterviewContent }
  | { type: 'InterviewEdited'; data: InterviewChanges }
  | { type: 'InterviewMadePublic'; data: { interviewId: number } }
  | { type: 'InterviewUnpublished'; data: { interviewId: number } }
  | { type: 'InterviewDeleted'; data: { interviewId: number } }
  | { type: 'InterviewSlugReserved'; data: { interviewId: number; streamId: string; interviewRevision: number } }
  | { type: 'InterviewSlugReleased'; data: { interviewId: number } };

export type ExpertEventType = ExpertEvent['type'];
export const expertEventTypes: readonly ExpertEventType[] = [
  'ExpertProfiled', 'InterviewPublished', 'InterviewViewsCounted', 'ExpertDeactivated', 'ExpertReactivated', 'ExpertDeleted',
  'InterviewCreated', 'InterviewEdited', 'InterviewMadePublic', 'InterviewUnpublished', 'InterviewDeleted', 'InterviewSlugReserved', 'InterviewSlugReleased',
];

export const expertStreams = {
  expert: (expertId: number) => `expert-${expertId}`,
  /** Interviews from before the studio (InterviewPublished); named by their first slug. */
  interview: (slug: string) => `expert-interview-${slug}`,
  studioInterview: (interviewId: number) => `interview-${interviewId}`,
  interviewSlug: (slug: string) => `interview-slug-${slug}`,
  views: (day: string) => `interview-views-${day}`,
} as const;
