const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The readable text of sanitised HTML for the search index and its excerpts: tags become
 * spaces (block ends separate words), common entities are decoded, whitespace collapses.
 * Only ever run on the projection's input, never on a request.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+|#39);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return safeChar(parseInt(lower.slice(2), 16), whole);
      if (lower.startsWith('#') && lower !== '#39') return safeChar(Number(lower.slice(1)), whole);
      return ENTITIES[lower] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const safeChar = (code: number, fallback: string) => (Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback);
