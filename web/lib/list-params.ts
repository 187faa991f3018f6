/** A list's address: each filter that is set, in the order given, then the page when past the first. */
export function listParams(filters: Record<string, string | null | undefined>, page = 1): URLSearchParams {
  const qs = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) qs.set(name, value);
  if (page > 1) qs.set('page', String(page));
  return qs;
}
