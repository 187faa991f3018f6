import type { Field } from './engine.js';
import { dfOf, typoPenalty } from './expand.js';
import { MAX_TERMS } from './plan.js';
import type { PostingIndex } from './postings.js';
import { terms } from './text.js';
import { nearTerms } from './typos.js';

/** Wider than the search's own typo budget: this runs only when the search found nothing. */
const reach = (term: string) => (term.length < 3 ? 0 : term.length <= 4 ? 1 : 2);

/**
 * 'Did you mean …' for a query that found nothing: each word that is in no document replaced by
 * its best correction from the vocabulary (fewest edits, a first-letter typo counted as worse,
 * then the most documents), a word with none left out, and the result offered only when it
 * differs and `finds` it something. Null otherwise.
 */
export function didYouMean(ix: PostingIndex, text: string, fields: Field[], finds: (query: string) => boolean): string | null {
  const ts = [...new Set(terms(text))].slice(0, MAX_TERMS);
  const out: string[] = [];
  for (const t of ts) {
    const c = correction(ix, t, fields);
    if (c) out.push(c);
  }
  if (out.length === 0 || out.join(' ') === ts.join(' ')) return null;
  const query = out.join(' ');
  return finds(query) ? query : null;
}

function correction(ix: PostingIndex, term: string, fields: Field[]): string | null {
  const own = ix.ids.get(term);
  if (own !== undefined && dfOf(ix, own, fields) > 0) return term;
  let best: { term: string; cost: number; df: number } | null = null;
  for (const [key, [id, d]] of nearTerms(ix.vocab, term, reach(term))) {
    const df = dfOf(ix, id, fields);
    if (df === 0) continue;
    const cost = typoPenalty(term, key, d);
    if (!best || cost < best.cost || (cost === best.cost && (df > best.df || (df === best.df && key < best.term)))) best = { term: key, cost, df };
  }
  return best?.term ?? null;
}
