/**
 * The report reasons and messages, without zod: the client's report dialog and the moderation
 * queue read them, and zod stays out of the first visit's script (reports.ts builds the schemas).
 */
export const REPORT_REASONS = ['spam', 'harassment', 'misinformation', 'off-topic', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const reportReasonLabels: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  misinformation: 'Misinformation',
  'off-topic': 'Off-topic',
  inappropriate: 'Inappropriate',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 500;

export const reportMessages = {
  reasonRequired: `Choose a reason: ${REPORT_REASONS.join(', ')}.`,
  detailsTooLong: `Details must be ${REPORT_DETAILS_MAX} characters or less.`,
  detailsInvalid: 'Details must be text.',
  own: 'You cannot report your own post.',
  reported: 'Thank you. A moderator will review this.',
} as const;
