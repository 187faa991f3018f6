/**
 * JSON inside a `<script type="application/json">` data block: no `<` may survive (so `</script>` or
 * `<!--` cannot end or alter the block), and `>`, `&`, U+2028 and U+2029 are escaped as well. JSON.parse
 * reads the escapes back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The identity of a head tag: a page's two copies of one (the server's and React's) share it. */
function tagKey(tag: string): string | null {
  if (tag.startsWith('<title')) return 'title';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  if (tag.startsWith('<meta')) return attr('name') ? `name:${attr('name')}` : attr('property') ? `property:${attr('property')}` : null;
  if (tag.startsWith('<link') && attr('rel') === 'canonical') return 'canonical';
  return null;
}

const TAGS = /<title\b[^>]*>[\s\S]*?<\/title>|<script\b[^>]*>[\s\S]*?<\/script>|<[a-z]+\b[^>]*>/g;

/**
 * The server's own head tags (api/articles/seo.ts: JSON-LD, Open Graph, Twitter) first, then the tags
 * React hoisted from the page's PageMeta that the server did not write, so no tag appears twice.
 */
export function mergeHead(serverTags: string, reactTags: string): string {
  const server = serverTags.match(TAGS) ?? [];
  const taken = new Set(server.map(tagKey).filter(Boolean));
  const react = (reactTags.match(TAGS) ?? []).filter((t) => {
    const key = tagKey(t);
    return key === null || !taken.has(key);
  });
  return [...server, ...react].join('\n    ');
}
