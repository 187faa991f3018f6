const count = (n: number) => n.toLocaleString('en-US');

/** SPEC 2: '1 Thread' or 'n Threads'. */
export const threadCountLabel = (n: number) => `${count(n)} ${n === 1 ? 'Thread' : 'Threads'}`;
export const replyCountLabel = (n: number) => `${count(n)} ${n === 1 ? 'reply' : 'replies'}`;
/** SPEC 9: view counts use en-US grouping. */
export const viewCountLabel = (n: number) => `${count(n)} ${n === 1 ? 'view' : 'views'}`;

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/*
 * Dates are written in UTC: the server renders the page and the browser hydrates it, and both must
 * write the same text whatever their time zones (SPEC 8: an unparseable date reads 'Invalid Date').
 */

/** 'November 3, 2025'. */
export function longDate(value: string | null | undefined): string {
  const d = parse(value);
  return d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }) : 'Invalid Date';
}

/** SPEC 9: cards use a short date without time ('Nov 3, 2025'). */
export function shortDate(value: string | null | undefined): string {
  const d = parse(value);
  return d ? d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }) : 'Invalid Date';
}

/** The live counter under the thread form's content (SPEC 5: 'n / 10000'), in code points like the server. */
export function contentCounter(value: string, max: number): { text: string; over: boolean } {
  const n = [...value].length;
  return { text: `${n} / ${max}`, over: n > max };
}
