import { utcDate } from '../../../lib/dates';

const count = (n: number) => n.toLocaleString('en-US');

/** SPEC 2: '1 Thread' or 'n Threads'. */
export const threadCountLabel = (n: number) => `${count(n)} ${n === 1 ? 'Thread' : 'Threads'}`;
export const replyCountLabel = (n: number) => `${count(n)} ${n === 1 ? 'reply' : 'replies'}`;
/** SPEC 9: view counts use en-US grouping. */
export const viewCountLabel = (n: number) => `${count(n)} ${n === 1 ? 'view' : 'views'}`;

/** 'November 3, 2025' in UTC (SPEC 8: an unparseable date reads 'Invalid Date'). */
export const longDate = (value: string | null | undefined) => utcDate(value, 'long');

/** SPEC 9: cards use a short date without time ('Nov 3, 2025'). */
export const shortDate = (value: string | null | undefined) => utcDate(value, 'short');

/** The live counter under the thread form's content (SPEC 5: 'n / 10000'), in code points like the server. */
export function contentCounter(value: string, max: number): { text: string; over: boolean } {
  const n = [...value].length;
  return { text: `${n} / ${max}`, over: n > max };
}
