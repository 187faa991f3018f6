const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

/** '3 days ago', 'just now'; SPEC 8: an unparseable date reads 'some time ago'. */
export function relativeTime(value: string | null | undefined, now = Date.now()): string {
  const t = value ? new Date(value).getTime() : Number.NaN;
  if (Number.isNaN(t)) return 'some time ago';
  const seconds = Math.round((t - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'just now';
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(seconds < 0 ? -1 : 1, 'minute');
}

/** The exact time, for the tooltip and for assistive tech. */
export function fullDateTime(value: string | null | undefined): string | undefined {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return undefined;
  return d.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}
