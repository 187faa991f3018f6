import { foldTag, isTag } from '../../../../schemas/articles/tags';

/**
 * A tag from an address (`/articles/tag/:tag`, `?tag=`): folded like the editor folds it, null
 * when it cannot be a tag. Its own module, outside the shell chunk (vite.config.ts ON_DEMAND):
 * only the magazine and tag pages read tags from an address.
 */
export function parseTag(raw: string | null | undefined): string | null {
  if (raw == null) return null;
  const tag = foldTag(raw);
  return isTag(tag) ? tag : null;
}
