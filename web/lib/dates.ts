/** SPEC 9: en-US dates with the long month; an unparseable value shows 'Invalid Date'. */
/**
 * A calendar day in en-US ('March 11, 2025', or 'Mar 11, 2025' short), in UTC: the server renders
 * public pages and the browser hydrates them, so both must write the same day whatever their time
 * zones (a bare `YYYY-MM-DD` is a calendar day either way). `invalid` for a missing or unparseable value.
 */
export function utcDate(value: string | null | undefined, month: 'long' | 'short', invalid = 'Invalid Date'): string {
  const d = value ? new Date(value) : null;
  if (!d || Number.isNaN(d.getTime())) return invalid;
  return d.toLocaleDateString('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
}

export function formatLongDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
