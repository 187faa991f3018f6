/**
 * An email's HTML with its styles set apart, before any parser sees it (a document under the studio's
 * CSP reports every style attribute and <style> it parses): the style blocks' text, and the markup
 * with each style attribute renamed to `mark` (its value, still escaped, is decoded by the parser).
 * The mail is the server's own HTML: attribute values are quoted and escaped, text has no raw '<'.
 */
export function unstyled(html: string, mark: string): { markup: string; css: string } {
  const css: string[] = [];
  const markup = html
    .replace(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi, (_all, text: string) => {
      css.push(text);
      return '';
    })
    .replace(/(<[a-z][^>]*?\s)style(\s*=)/gi, `$1${mark}$2`);
  return { markup, css: css.join('\n') };
}
