import type { SanitizedContent } from '../../schemas/articles/events.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';

/** True when the event carries its HTML already made safe under the current policy (the commands store it so). */
export const safeUnderCurrentPolicy = (d: SanitizedContent): d is SanitizedContent & { safeContent: string } =>
  d.htmlPolicy === HTML_POLICY_VERSION && typeof d.safeContent === 'string';

/**
 * The admin-written HTML of an event that its projection must sanitise itself: article bodies and
 * interview answers from before their safe form was stored, or stored under an older policy.
 * A replay's read-ahead worker (projections/read-ahead-worker.ts) sanitises these in advance;
 * the projections ask `ProjectionDeps.sanitizeHtml` for the same strings.
 */
export function htmlToSanitize(e: { type: string; data: unknown }): string[] {
  if (e.type === 'ArticleCreated' || e.type === 'ArticleEdited') {
    const d = e.data as { content?: unknown } & SanitizedContent;
    return typeof d.content === 'string' && !safeUnderCurrentPolicy(d) ? [d.content] : [];
  }
  if (e.type === 'InterviewPublished' || e.type === 'InterviewCreated' || e.type === 'InterviewEdited') {
    const d = e.data as { htmlPolicy?: number; questions?: { answer?: unknown }[] };
    if (d.htmlPolicy === HTML_POLICY_VERSION || !Array.isArray(d.questions)) return [];
    return d.questions.flatMap((q) => (typeof q.answer === 'string' ? [q.answer] : []));
  }
  return [];
}
