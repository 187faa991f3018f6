const parse = (iso: string | null | undefined) => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** SPEC 9: cards use a short en-US date without time ('Mar 11, 2025'). Admin pages render in the browser, in its zone. */
export const shortDate = (iso: string | null | undefined) =>
  parse(iso)?.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) ?? 'Invalid Date';

/** SPEC 9: en-US, long month, 12-hour clock ('March 11, 2025 at 3:04 PM'). */
export const dateTime = (iso: string | null | undefined) =>
  parse(iso)?.toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true }) ?? 'Invalid Date';

export const authorName = (name: string | null | undefined) => (name && name.trim() ? name : 'OSG Team');
