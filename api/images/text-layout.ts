/** The width of a text at font size 1 (in ems). */
export type Measure = (text: string) => number;

export interface TitleLayout {
  fontSize: number;
  lines: string[];
}

export interface LayoutOptions {
  maxWidth: number;
  /** Tried largest first; the smallest one wraps and, if still too long, ends in an ellipsis. */
  fontSizes: readonly number[];
  maxLines: number;
}

const ELLIPSIS = '…';

/** Greedy word wrap; a word wider than the line on its own is broken between characters. */
export function wrap(words: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    for (const ch of word) {
      if (line && !fits(line + ch)) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Shortens the last line until it fits with an ellipsis: by words while it has several, then by characters. */
function ellipsize(line: string, fits: (line: string) => boolean): string {
  let text = line;
  while (text && !fits(text + ELLIPSIS)) {
    const space = text.lastIndexOf(' ');
    text = space > 0 ? text.slice(0, space) : [...text].slice(0, -1).join('');
  }
  return text.replace(/[\s,.;:–—-]+$/u, '') + ELLIPSIS;
}

/**
 * Lays a title out in at most `maxLines` lines of at most `maxWidth`: the largest font size at
 * which it fits whole, else the smallest, cut after the last line with an ellipsis. Every line
 * returned is measured to fit.
 */
export function layoutTitle(title: string, measureOnce: Measure, opts: LayoutOptions): TitleLayout {
  // Widths are in ems, so each candidate line is measured once for every font size tried.
  const widths = new Map<string, number>();
  const measure = (text: string) => widths.get(text) ?? widths.set(text, measureOnce(text)).get(text)!;
  const words = title.trim().split(/\s+/u).filter(Boolean);
  const sizes = [...opts.fontSizes].sort((a, b) => b - a);
  for (const fontSize of sizes) {
    const fits = (line: string) => measure(line) * fontSize <= opts.maxWidth;
    const lines = wrap(words, fits);
    if (lines.length <= opts.maxLines) return { fontSize, lines };
  }
  const fontSize = sizes[sizes.length - 1]!;
  const fits = (line: string) => measure(line) * fontSize <= opts.maxWidth;
  const lines = wrap(words, fits);
  const kept = lines.slice(0, opts.maxLines);
  kept[kept.length - 1] = ellipsize(`${kept[kept.length - 1]} ${lines[opts.maxLines]}`, fits);
  return { fontSize, lines: kept };
}
