/** Experts and interviews: SPEC sections 2, 5 and 8, and clear texts where the spec has none. */
export const expertMessages = {
  slugRequired: 'Slug is required',
  expertNotFound: 'Expert not found',
  interviewNotFound: 'Interview not found',
  expertId: 'Expert ID must be a positive integer.',
  limit: 'limit must be a positive integer',
  limitTooLarge: 'limit must be 100 or less',
  offset: 'offset must be a non-negative integer',
  specialization: 'Specialization must be one of: Sexual Health, Relationship Dynamics, Communication, Intimacy Skills, Kink & BDSM, LGBTQ+ Topics, Sex Therapy',
  textTooLong: 'Search text must be 100 characters or less.',
  filterTooLong: 'Filter must be 100 characters or less.',
  loadPage: 'Could not load page content',
  loadInterviews: 'Could not load expert interviews. Please try again later.',
  noFeatured: 'No featured interviews available at the moment.',
  noExperts: 'No experts found',
  interviewSlugMissing: 'Error: Interview slug not found.',
  loadInterview: 'Could not load interview',
  linkCopied: 'Link copied to clipboard!',
} as const;

/** SPEC 2 '/experts': the fixed specializations, in display order (after 'All'). */
export const SPECIALIZATIONS = [
  'Sexual Health',
  'Relationship Dynamics',
  'Communication',
  'Intimacy Skills',
  'Kink & BDSM',
  'LGBTQ+ Topics',
  'Sex Therapy',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];

/** The kinds of interview the site publishes (shown as a badge; `interviewType` filter). */
export const INTERVIEW_TYPES = ['Q&A', 'Deep Dive', 'Myth Busting', 'Case Study'] as const;
export type InterviewType = (typeof INTERVIEW_TYPES)[number];

/** SPEC 9: the experts page fetches 10 interviews and shows at most 3 featured; related fetch 4, show 3. */
export const INTERVIEWS_DEFAULT_LIMIT = 10;
export const INTERVIEWS_MAX_LIMIT = 100;
export const FEATURED_SHOWN = 3;
export const RELATED_FETCHED = 4;
/** Bio preview length on expert cards; interview card description cut. */
export const BIO_PREVIEW = 150;
export const DESCRIPTION_PREVIEW = 120;
/** At most this many of an expert's interviews on their profile (newest first). */
export const PROFILE_INTERVIEWS_MAX = 100;
