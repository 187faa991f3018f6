/** SPEC 2 'Content editor': the live word count splits on whitespace. */
export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

export const wordCountLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'word' : 'words'}`;

/** Block-level tags: a newline beside one of them is layout in the source, not a line break the author wants. */
const BLOCK = '(?:p|div|h[1-6]|ul|ol|li|blockquote|pre|table|thead|tbody|tr|td|th|hr|br|figure|figcaption|section|article|aside|header|footer|dl|dt|dd)';
const ENDS_WITH_BLOCK = new RegExp(`<\\/?${BLOCK}\\b[^>]*>\\s*$`, 'i');
const STARTS_WITH_BLOCK = new RegExp(`^\\s*<\\/?${BLOCK}\\b`, 'i');

/**
 * SPEC 2: the preview renders the text as HTML with newlines as line breaks. Newlines inside text
 * become <br>; those between block tags ('</p>\n<p>') are left alone, so HTML written with one
 * paragraph per line does not gain empty lines. The result still goes through <SafeHtml>.
 */
export function previewHtml(content: string): string {
  const lines = content.split(/\r\n|\r|\n/);
  let html = lines[0] ?? '';
  for (let i = 1; i < lines.length; i++) {
    const prev = lines[i - 1]!;
    const next = lines[i]!;
    const layout = ENDS_WITH_BLOCK.test(prev) || STARTS_WITH_BLOCK.test(next);
    html += layout ? `\n${next}` : `<br>\n${next}`;
  }
  return html;
}

/** The first `max` characters (code points, so an emoji is never cut in half), and whether anything was cut. */
export function truncate(text: string, max: number): { text: string; cut: boolean } {
  const chars = [...text];
  if (chars.length <= max) return { text, cut: false };
  return { text: `${chars.slice(0, max).join('').trimEnd()}…`, cut: true };
}

/** Counts characters as the server's limits do (code points). */
export const charLength = (s: string) => [...s].length;
