import type { InterviewType, Specialization } from '../../../schemas/experts/messages.js';

/**
 * Seed content for experts and interviews (issue 11), written in ops/seed/content/experts.ts as
 * `seedExperts: SeedExpert[]` and `seedInterviews: SeedInterview[]`, appended by
 * ops/seed/experts.ts through the expert commands (so the same validation applies: bio 50 to
 * 5000 characters, http(s) URLs, description 20 to 500, 1 to 50 questions of 5 to 500 characters
 * with answers of 20 to 20000). interviewType is one of INTERVIEW_TYPES.
 */
export interface SeedExpert {
  /** Referenced by SeedInterview.expert; not shown. */
  key: string;
  name: string;
  title: string;
  credentials: string;
  bio: string;
  yearsExperience: number;
  location: string;
  specializations: Specialization[];
  websiteUrl?: string;
  linkedinUrl?: string;
}

export interface SeedInterview {
  slug: string;
  /** A SeedExpert's key. */
  expert: string;
  title: string;
  description: string;
  interviewType: InterviewType;
  durationMinutes: number;
  featured: boolean;
  /** The view count it is published with. */
  views: number;
  /** Published this many days before the seed runs. */
  daysAgo: number;
  questions: { question: string; answer: string /* HTML: <p>, <ul>, <strong>... */ }[];
}

export interface SeedExpertContent {
  experts: SeedExpert[];
  interviews: SeedInterview[];
}
