/** SPEC 9: en-US dates with the long month; an unparseable value shows 'Invalid Date'. */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
