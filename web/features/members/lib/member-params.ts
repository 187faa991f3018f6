/** Reading a member page's address (pure: the server renderer uses the same parsing). */
export const memberPath = (id: number, before?: string | null) => (before ? `/members/${id}?before=${encodeURIComponent(before)}` : `/members/${id}`);

/** A member id in a path: a positive safe integer in plain digits, else null. */
export function parseMemberId(s: string | undefined): number | null {
  if (!s || !/^[1-9][0-9]{0,15}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** A page cursor from the address, or null for anything that is not one (the newest posts then). */
export const parseBefore = (s: string | null): string | null => (s && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-3]_[1-9]\d{0,15}$/.test(s) ? s : null);
