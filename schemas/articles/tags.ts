/**
 * Article tags: lower-case words or short phrases an editor attaches to an article, one
 * contract for the server that validates them, the projection that lists an article under
 * each, and the client's tag input and tag pages. No zod here: the public pages import it.
 *
 * A tag is its folded form (`foldTag`): trimmed, lower-case, runs of white space one space,
 * so 'Safer  Sex' and 'safer sex' are one tag and one page.
 */
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;

/** Lower-case letters (any script), digits, and single spaces or hyphens between them. */
export const TAG_PATTERN = /^[\p{Ll}\p{Lo}\p{N}]+(?:[ -][\p{Ll}\p{Lo}\p{N}]+)*$/u;

export const foldTag = (raw: string) => raw.trim().replace(/\s+/gu, ' ').toLowerCase();

export const isTag = (tag: string) => tag.length > 0 && [...tag].length <= TAG_MAX_LENGTH && TAG_PATTERN.test(tag);

/** The tag page's address (spaces are %20: a tag's page never changes its name). */
export const tagPath = (tag: string) => `/articles/tag/${encodeURIComponent(tag)}`;

/** The key of a tag's list in the articles projection's slots and counts (categories are never prefixed). */
export const tagList = (tag: string) => `tag:${tag}`;
