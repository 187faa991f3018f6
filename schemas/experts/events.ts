import type { InterviewType, Specialization } from './messages.js';

/** One question of an interview: `answer` is the raw HTML as written, `safeAnswer` its sanitised form. */
export interface InterviewQuestionData {
  question: string;
  answer: string;
  safeAnswer: string;
}

/**
 * Expert events (ARCHITECTURE's catalogue). Staff content, in clear (no member's personal data).
 * Streams:
 * - `expert-<expertId>`: ExpertProfiled (the full profile; a later one replaces it).
 * - `expert-interview-<slug>`: InterviewPublished, once per slug (the stream name makes the slug unique).
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
  | { type: 'InterviewViewsCounted'; data: { counts: { interviewId: number; views: number }[] } };

export type ExpertEventType = ExpertEvent['type'];
export const expertEventTypes: readonly ExpertEventType[] = ['ExpertProfiled', 'InterviewPublished', 'InterviewViewsCounted'];

export const expertStreams = {
  expert: (expertId: number) => `expert-${expertId}`,
  interview: (slug: string) => `expert-interview-${slug}`,
  views: (day: string) => `interview-views-${day}`,
} as const;
