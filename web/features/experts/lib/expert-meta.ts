import { SPECIALIZATIONS, type Specialization } from '../../../../schemas/experts/messages';
import { utcDate } from '../../../lib/dates';

export { SPECIALIZATIONS, type Specialization };

/** A `specialization` query parameter: one of the fixed list, else null (All). */
export function parseSpecialization(raw: string | null | undefined): Specialization | null {
  return SPECIALIZATIONS.find((s) => s === raw) ?? null;
}

/** The `q` query parameter as the search sends it: trimmed, empty means no search (at most 100 characters). */
export function parseExpertQuery(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, 100);
}

/**
 * An expert id from a route parameter (`/experts/:expertId`): decimal digits naming a positive safe
 * integer, else null (the page shows its Not Found state without asking). The server parses the same way.
 */
export function parseExpertId(raw: string | null | undefined): number | null {
  if (!raw || !/^[0-9]{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

export { BIO_PREVIEW, DESCRIPTION_PREVIEW } from '../../../../schemas/experts/messages';

/** The first `max` characters (whole code points, ending on a word when one is near) and an ellipsis; the text itself when it fits. */
export function preview(text: string, max: number): { text: string; cut: boolean } {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return { text: flat, cut: false };
  const head = chars.slice(0, max).join('');
  const atWord = head.replace(/\s+\S*$/, '');
  // Cut on a word boundary unless that would throw away most of the preview.
  const kept = atWord.length >= max * 0.7 ? atWord : head;
  return { text: `${kept.replace(/[\s.,;:!?-]+$/, '')}…`, cut: true };
}

/** SPEC 3 / 9: durationMinutes shown as 'n min read'. */
export const minRead = (minutes: number) => `${Math.max(1, Math.round(minutes))} min read`;

/** SPEC 9: view counts with en-US grouping. */
export const viewCountLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'view' : 'views'}`;

/** '12 years of experience'. */
export const experienceLabel = (years: number) => `${years.toLocaleString('en-US')} ${years === 1 ? 'year' : 'years'} of experience`;

/** 'November 3, 2025' in UTC, so the server's render and the hydrating browser write the same day. */
export const longDate = (value: string | null | undefined) => utcDate(value, 'long');

const BLOCK = 'p|ul|ol|li|div|h[1-6]|blockquote|pre|table|thead|tbody|tr|td|th|hr|br|figure|figcaption';
const ENDS_WITH_BLOCK = new RegExp(`<\\/?(?:${BLOCK})\\b[^>]*>\\s*$`, 'i');
const STARTS_WITH_BLOCK = new RegExp(`^\\s*<\\/?(?:${BLOCK})\\b`, 'i');

/**
 * SPEC 2: an answer is HTML (sanitised by the server) with its line breaks converted: a newline inside
 * text becomes `<br>`, one between block elements (`</p>\n<p>`) stays layout whitespace. Pure and
 * deterministic, so the server's render and the browser's hydration write the same HTML.
 */
export function answerHtml(html: string): string {
  const text = html.replace(/\r\n?/g, '\n').trim();
  return text.replace(/[ \t]*\n[\s]*/g, (run, offset: number) => {
    const before = text.slice(Math.max(0, offset - 200), offset);
    const after = text.slice(offset + run.length, offset + run.length + 200);
    if (ENDS_WITH_BLOCK.test(before) || STARTS_WITH_BLOCK.test(after)) return '\n';
    const breaks = Math.min(2, (run.match(/\n/g) ?? []).length);
    return '<br>'.repeat(breaks);
  });
}
