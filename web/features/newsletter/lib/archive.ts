/** A cursor as the archive's API accepts it (schemas/newsletter/issues.ts), or null: anything else is the first page. */
export const parseArchiveCursor = (raw: string | null): string | null => (raw && /^[A-Za-z0-9_-]{1,200}$/.test(raw) ? raw : null);

export const ARCHIVE_PATH = '/newsletter/archive';
export const archiveIssuePath = (slug: string) => `${ARCHIVE_PATH}/${encodeURIComponent(slug)}`;
export const archivePagePath = (cursor: string | null) => (cursor ? `${ARCHIVE_PATH}?${new URLSearchParams({ cursor })}` : ARCHIVE_PATH);

/** 'November 28, 2026', in UTC: the server and every reader's browser write the same date (no hydration mismatch). */
export const sentDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** An issue's slug as the archive's API accepts it, or null (the page is then Not Found without asking). */
export const parseIssueSlug = (raw: string): string | null => (raw.length <= 120 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(raw) ? raw : null);
