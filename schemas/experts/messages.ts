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
/** One more than shown: the interview being read is dropped from its own related list. */
export const RELATED_FETCHED = FEATURED_SHOWN + 1;
/** Bio preview length on expert cards; interview card description cut. */
export const BIO_PREVIEW = 150;
export const DESCRIPTION_PREVIEW = 120;
/** At most this many of an expert's interviews on their profile (newest first). */
export const PROFILE_INTERVIEWS_MAX = 100;

/** The studio's texts for experts and interviews (issue 27): the API answers with these and the screens show the same words. */
export const expertStudioMessages = {
  photo: 'Photo must be an uploaded image or an https URL.',
  specializationUnknown: `Specializations must be from the list: ${SPECIALIZATIONS.join(', ')}.`,
  specializationsRequired: 'Choose at least one specialization.',
  slugRequired: 'Slug is required.',
  slugTaken: 'An interview with this slug already exists. Please choose another slug.',
  questionShape: 'Each question needs a question and an answer.',
  questionsRequired: 'Add at least one question.',
  questionsTooMany: 'An interview can have at most 50 questions.',
  expertRequired: 'Choose the expert interviewed.',
  expertUnknown: 'The chosen expert does not exist.',
  expertDeleted: 'The chosen expert has been deleted.',
  interviewType: `Interview type must be one of: ${INTERVIEW_TYPES.join(', ')}.`,
  expertId: 'Expert ID must be a positive integer.',
  interviewId: 'Interview ID must be a positive integer.',
  expertStale: 'This expert was changed by someone else since you opened it.',
  interviewStale: 'This interview was changed by someone else since you opened it.',
  versionNotFound: 'This version does not exist.',
  idsRequired: 'Select at least one item.',
  idsTooMany: 'You can change at most 100 items at once.',
  idsDuplicate: 'Each item may be selected only once.',
  deleteTarget: 'Send either id or ids.',
  bulkAction: 'Action must be publish, unpublish or delete.',
  page: 'page must be a whole number from 1',
  limit: 'limit must be a whole number from 1 to 100',
  search: 'Search text must be 100 characters or less.',
  statusFilter: 'status must be one of: active, inactive (experts) or published, draft (interviews).',
  historyLimit: 'limit must be a whole number from 1 to 100',
  historyBefore: 'before must be a whole number from 0',
  revision: 'revision must be a whole number from 0.',
  expertCreated: 'Expert created.',
  expertUpdated: 'Expert updated.',
  expertDeleted_: 'Expert deleted.',
  interviewCreated: 'Interview created.',
  interviewUpdated: 'Interview updated.',
  interviewDeleted: 'Interview deleted.',
  restored: 'Version restored as a new edit.',
  photoUploaded: 'Photo uploaded.',
  bulkDone: (action: 'publish' | 'unpublish' | 'delete', done: number, total: number) =>
    `${{ publish: 'Published', unpublish: 'Unpublished', delete: 'Deleted' }[action]} ${done} of ${total} ${total === 1 ? 'interview' : 'interviews'}.${done < total ? ` ${total - done} failed.` : ''}`,
} as const;
