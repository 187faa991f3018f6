/**
 * An interview answer edited as text (issue 27): paragraphs separated by a blank line, a line break
 * inside one kept, '- ' lines a bulleted list and '1. ' lines a numbered one, **bold**, *italic* and
 * [a link](https://…). Saved as the small HTML the answers have always been (p, ul, ol, li, strong,
 * em, a, br; the server sanitises it as before), so an answer read back shows the same text.
 */

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
const decode = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: '\u00a0' })[e]!);

const LINK = /\[([^\]\n]+)\]\(((?:https?:\/\/|mailto:|\/)[^\s()]*)\)/g;
const BOLD = /\*\*(?!\s)(.+?)(?<!\s)\*\*/g;
const ITALIC = /\*(?!\s)([^*\n]+?)(?<!\s)\*/g;

function inlineHtml(text: string): string {
  return escapeText(text)
    .replace(LINK, (_, label: string, href: string) => `<a href="${href.replace(/"/g, '&quot;')}">${label}</a>`)
    .replace(BOLD, '<strong>$1</strong>')
    .replace(ITALIC, '<em>$1</em>');
}

const BULLET = /^[-*] /;
const NUMBERED = /^\d+\. /;

/** The text as answer HTML: one block per paragraph or list, on one line. */
export function answerTextToHtml(text: string): string {
  const blocks = text.replace(/\r\n?/g, '\n').trim().split(/\n[ \t]*\n+/).filter((b) => b.trim() !== '');
  return blocks
    .map((block) => {
      const lines = block.split('\n');
      if (lines.every((l) => BULLET.test(l))) return `<ul>${lines.map((l) => `<li>${inlineHtml(l.replace(BULLET, ''))}</li>`).join('')}</ul>`;
      if (lines.every((l) => NUMBERED.test(l))) return `<ol>${lines.map((l) => `<li>${inlineHtml(l.replace(NUMBERED, ''))}</li>`).join('')}</ol>`;
      return `<p>${lines.map(inlineHtml).join('<br>')}</p>`;
    })
    .join('');
}

/** Answer HTML as text, when it is made only of what the text form writes; null otherwise. */
function htmlToText(html: string): string | null {
  const tokens = html.split(/(<[^>]*>)/).filter((t) => t !== '');
  const blocks: string[] = [];
  let i = 0;
  const inline = (close: string): string | null => {
    let out = '';
    for (; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t === close) return out;
      if (!t.startsWith('<')) out += decode(t);
      else if (t === '<br>') out += '\n';
      else if (t === '<strong>' || t === '<em>') {
        const mark = t === '<strong>' ? '**' : '*';
        i++;
        const inner = inline(t.replace('<', '</'));
        if (inner === null) return null;
        out += `${mark}${inner}${mark}`;
      } else {
        const link = /^<a href="([^"]*)">$/.exec(t);
        if (!link) return null;
        i++;
        const inner = inline('</a>');
        if (inner === null) return null;
        out += `[${inner}](${decode(link[1]!)})`;
      }
    }
    return null;
  };
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t === '<p>') {
      i++;
      const p = inline('</p>');
      if (p === null) return null;
      blocks.push(p);
    } else if (t === '<ul>' || t === '<ol>') {
      const close = t.replace('<', '</');
      const items: string[] = [];
      for (i++; tokens[i] === '<li>'; i++) {
        i++;
        const item = inline('</li>');
        if (item === null) return null;
        items.push(`${t === '<ul>' ? '-' : `${items.length + 1}.`} ${item}`);
      }
      if (tokens[i] !== close || !items.length) return null;
      blocks.push(items.join('\n'));
    } else return null;
  }
  return blocks.join('\n\n');
}

/**
 * How the editor shows a stored answer: as text when the text gives back exactly the same HTML (every
 * answer the text form wrote, and the seeded ones), a plain answer without any markup as itself;
 * anything else stays HTML (`format: 'html'`), so saving never changes what it does not show.
 */
export function answerForEditing(html: string): { format: 'text' | 'html'; text: string } {
  if (!/[<&]/.test(html)) return { format: 'text', text: html };
  const text = htmlToText(html);
  return text !== null && answerTextToHtml(text) === html ? { format: 'text', text } : { format: 'html', text: html };
}
