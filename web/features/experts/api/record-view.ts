import { postJson } from '../../../lib/http';

const counted = new Set<string>();

/**
 * Tells the server a reader opened the interview (POST /_api/experts/interview/view, fire-and-forget:
 * the server counts in memory and deduplicates per visitor). Once per interview per page load, however
 * often the page re-renders or remounts; a failure only means one view less.
 */
export function recordInterviewView(slug: string): void {
  if (counted.has(slug)) return;
  counted.add(slug);
  postJson('/_api/experts/interview/view', { slug }).catch(() => undefined);
}
