/**
 * A forum id from a route parameter (`/forum/:threadId`, `/forum/category/:categoryId`): decimal digits
 * naming a positive safe integer, else null (the page shows its Not Found state without asking).
 * Pure: the server renderer parses the same way before it reads the read model.
 */
export function parseForumId(raw: string | null | undefined): number | null {
  if (!raw || !/^[0-9]{1,16}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}
