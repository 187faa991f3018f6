const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '3 days ago', 'just now'; SPEC 8: an unparseable date reads 'some time ago'. */
export function relativeTime(value: string | null | undefined, now = Date.now()): string {
  const d = parse(value);
  if (!d) return 'some time ago';
  const seconds = Math.round((d.getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(seconds < 0 ? -1 : 1, 'minute');
}

/** SPEC 9: en-US, long month, 12-hour clock ('November 3, 2025 at 4:05 PM'), in the reader's zone (a tooltip). */
export function fullDateTime(value: string | null | undefined): string | undefined {
  const d = parse(value);
  return d ? d.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : undefined;
}
