import type { ReadModel } from '../../projections/read-db.js';
import { kindOfDoc, refIdOfDoc, type SearchDocRow, type SearchKind } from '../../projections/search/search.projection.js';
import { SEARCH_EXCERPT_CHARS, SUGGESTIONS_LIMIT, SUGGESTIONS_MIN_CHARS } from '../../schemas/search/messages.js';
import type { ArticleHit, InterviewHit, SearchQuery, SearchResponse, Suggestion, SuggestionsResponse, ThreadHit } from '../../schemas/search/queries.js';
import { didYouMean } from './did-you-mean.js';
import { anyMatch, rank, type Field } from './engine.js';
import { matchedTerms } from './matched.js';
import type { Expansion } from './expand.js';
import { searchIndexFor, type SearchIndex } from './index.js';
import { noteAnswer } from './misses.js';
import { PageCache } from '../shared/page-cache.js';
import type { Services } from '../shared/services.js';
import { queryGroups as plan } from './plan.js';
import { BODY, TITLE, type PostingIndex } from './postings.js';
import { currentSynonyms, type SynonymTable } from './synonyms.js';
import { collapseSpace, firstWord, wordsOf } from './text.js';

export type SearchDeps = { rm: ReadModel; services: Services };

/** Title matches weigh more than body matches; the ranking also puts title matches first outright. */
const FULL: Field[] = [
  { id: TITLE, boost: 3 },
  { id: BODY, boost: 1 },
];
/** Suggestions are titles: only the title field is searched. */
const TITLES: Field[] = [{ id: TITLE, boost: 1 }];
/** Kind code bits (projections/search: article 1, interview 2, thread 3). */
const TYPE_KINDS: Record<SearchQuery['type'], number> = {
  all: (1 << 1) | (1 << 2) | (1 << 3),
  articles: 1 << 1,
  interviews: 1 << 2,
  threads: 1 << 3,
};

/** The query's groups: its words with their typos, completions and synonyms (plan.ts), with the table in force now. */
const queryGroups = (deps: SearchDeps, ix: PostingIndex, text: string, fields: Field[]): Expansion[][] => plan(ix, text, fields, synonymsOf(deps));
const synonymsOf = (deps: SearchDeps): SynonymTable => currentSynonyms(deps.rm).table;

const rowsById = (rm: ReadModel, docIds: number[]): Map<number, SearchDocRow> => {
  if (docIds.length === 0) return new Map();
  const rows = rm.stmt<[string], SearchDocRow>('SELECT * FROM search_documents WHERE doc_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(docIds));
  return new Map(rows.map((r) => [r.doc_id, r]));
};

/**
 * Answers of the index as it is now, most recently used kept: the key carries the read model's
 * generation, the index's seq and the synonym table's last change, so any change to the indexed
 * documents or to the table makes every older entry unreachable (and the LRU drops it). A popular query is ranked once per change, not per reader.
 */
const answers = new WeakMap<SearchIndex, { search: PageCache<SearchResponse>; suggest: PageCache<SuggestionsResponse> }>();
/** At most `max` answers: each weighs one. */
const answerCache = <T>(max: number) => new PageCache<T>(max, () => 1);
const cacheOf = (index: SearchIndex) => {
  let c = answers.get(index);
  if (!c) answers.set(index, (c = { search: answerCache(500), suggest: answerCache(2000) }));
  return c;
};
const stateKey = (deps: SearchDeps, index: SearchIndex) => `${index.generation}\u0000${index.seq}\u0000${currentSynonyms(deps.rm).stamp}`;

const searchKey = (deps: SearchDeps, index: SearchIndex, q: SearchQuery) => `${stateKey(deps, index)}\u0000${q.type}\u0000${q.category ?? ''}\u0000${q.page}\u0000${q.limit}\u0000${q.query}`;

/** GET /_api/search: one ranking over the requested types, the page's slice of it grouped by type. */
export function searchContent(deps: SearchDeps, q: SearchQuery): SearchResponse {
  const index = searchIndexFor(deps);
  index.sync();
  const cache = cacheOf(index).search;
  const key = searchKey(deps, index, q);
  let answer = cache.get(key);
  if (!answer) cache.set(key, (answer = rankAndShape(deps, index, q)));
  // Every search asked, cached or not, counts for the editors when it found nothing (misses.ts).
  noteAnswer(deps, q, answer);
  return answer;
}

/** Whether `searchContent(q)` would answer from its cache now (no ranking to compute). */
export function searchComputed(deps: SearchDeps, q: SearchQuery): boolean {
  const index = searchIndexFor(deps);
  index.sync();
  return cacheOf(index).search.get(searchKey(deps, index, q)) !== undefined;
}

function rankAndShape(deps: SearchDeps, index: SearchIndex, q: SearchQuery): SearchResponse {
  const ix = index.postings;
  const groups = queryGroups(deps, ix, q.query, FULL);
  const start = (q.page - 1) * q.limit;
  const category = q.category ? ix.categoryCode(q.category) : undefined;
  const ranked = rank(ix, groups, { fields: FULL, kinds: TYPE_KINDS[q.type], category, offset: start, limit: q.limit });
  const page = ranked.page.map((d) => ({ d, docId: ix.ext[d]! }));
  const rows = rowsById(deps.rm, page.map((p) => p.docId));
  const results: SearchResponse['results'] = {
    articles: { results: [], total: ranked.perKind[1]! },
    interviews: { results: [], total: ranked.perKind[2]! },
    threads: { results: [], total: ranked.perKind[3]! },
  };
  for (const { d, docId } of page) {
    const row = rows.get(docId);
    if (!row) continue;
    const { excerpt, terms: hl } = excerptOf(row, new Set(matchedTerms(ix, groups, FULL, d)));
    const id = refIdOfDoc(row.doc_id);
    const kind = kindOfDoc(row.doc_id);
    if (kind === 'article') results.articles.results.push({ id, slug: row.slug!, title: row.title, excerpt, category: row.category!, terms: hl } satisfies ArticleHit);
    else if (kind === 'interview') results.interviews.results.push({ id, slug: row.slug!, title: row.title, excerpt, expertName: row.expert_name ?? '', terms: hl } satisfies InterviewHit);
    else results.threads.results.push({ id, title: row.title, content: excerpt, categoryName: row.category ?? '', terms: hl } satisfies ThreadHit);
  }
  const shown = page.length;
  const total = ranked.total;
  const finds = (text: string) => anyMatch(ix, queryGroups(deps, ix, text, FULL), { fields: FULL, kinds: TYPE_KINDS[q.type], category });
  const suggestion = total === 0 ? didYouMean(ix, q.query, FULL, finds) : null;
  return {
    query: q.query,
    type: q.type,
    ...(suggestion ? { didYouMean: suggestion } : {}),
    results,
    pagination: {
      page: q.page, limit: q.limit, totalResults: total, totalPages: Math.ceil(total / q.limit),
      startIndex: shown ? start + 1 : 0, endIndex: shown ? start + shown : 0,
    },
  };
}

/** GET /_api/search/suggestions: up to 5 titles across the three types, from the title postings alone. */
export function searchSuggestions(deps: SearchDeps, query: string): SuggestionsResponse {
  const text = query.trim();
  if (text.length <= SUGGESTIONS_MIN_CHARS) return { suggestions: [] };
  const index = searchIndexFor(deps);
  index.sync();
  const cache = cacheOf(index).suggest;
  const key = `${stateKey(deps, index)}\u0000${text}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const answer = suggestFrom(deps, index, text);
  cache.set(key, answer);
  return answer;
}

/**
 * Runs the query path on the index's own words before the first reader does, so the JIT has
 * compiled it (issue 26: the first 1,000 queries after a start had p99 18.8 ms, after a warm-up
 * 3.5 ms): searches and suggestions of words spread over the vocabulary, with a letter swapped,
 * cut to a prefix and in pairs. Nothing is cached or counted; bounded by `ms` (a start waits for it).
 * Under 1,000 documents a cold query is cheap anyway: skipped (test apps start without it).
 */
export function warmSearch(deps: SearchDeps, ms = 400): number {
  const index = searchIndexFor(deps);
  index.sync();
  if (index.size < 1000) return 0;
  const vocab = index.postings.terms;
  const started = performance.now();
  let n = 0;
  const step = Math.max(1, Math.floor(vocab.length / 97));
  for (let i = 0; i < vocab.length && performance.now() - started < ms; i += step) {
    const w = vocab[i]!;
    const swapped = w.length > 3 ? w[0]! + w[2]! + w[1]! + w.slice(3) : w;
    const next = vocab[(i + step * 31) % vocab.length]!;
    for (const query of [w, swapped, `${w} ${next}`]) rankAndShape(deps, index, { query, type: 'all', page: 1, limit: 10 });
    suggestFrom(deps, index, w.slice(0, Math.max(3, w.length - 2)));
    n += 4;
  }
  return n;
}

function suggestFrom(deps: SearchDeps, index: SearchIndex, text: string): SuggestionsResponse {
  const ix = index.postings;
  const groups = queryGroups(deps, ix, text, TITLES);
  if (groups.length === 0) return { suggestions: [] };
  const ranked = rank(ix, groups, { fields: TITLES, kinds: TYPE_KINDS.all, offset: 0, limit: SUGGESTIONS_LIMIT });
  const ids = ranked.page.map((d) => ix.ext[d]!);
  const rows = rowsById(deps.rm, ids);
  const out: Suggestion[] = [];
  for (const docId of ids) {
    const row = rows.get(docId);
    if (!row) continue;
    const id = refIdOfDoc(docId);
    const kind = kindOfDoc(docId);
    const url = kind === 'article' ? `/articles/${row.slug}` : kind === 'interview' ? `/experts/interviews/${row.slug}` : `/forum/${id}`;
    out.push({ type: kind, id, title: row.title, url });
  }
  return { suggestions: out };
}

const ELLIPSIS = '…';

/**
 * At most 200 characters of the body's plain text, centred on the first word that matched
 * (the start when only the title did), cut at word boundaries with an ellipsis where text
 * was left out; `terms` are the matched words as they are written in the title and excerpt.
 */
export function excerptOf(row: Pick<SearchDocRow, 'title' | 'body'>, matched: Set<string>): { excerpt: string; terms: string[] } {
  const body = collapseSpace(row.body);
  let excerpt = body;
  if (body.length > SEARCH_EXCERPT_CHARS) {
    const first = firstWord(body, matched);
    const centre = first ? Math.floor((first.start + first.end) / 2) : 0;
    const room = SEARCH_EXCERPT_CHARS - 2;
    let from = Math.max(0, Math.min(centre - Math.floor(room / 2), body.length - room));
    let to = Math.min(body.length, from + room);
    if (from > 0) {
      const space = body.indexOf(' ', from);
      if (space >= 0 && space < centre) from = space + 1;
    }
    if (to < body.length) {
      const space = body.lastIndexOf(' ', to);
      if (space > from && space >= centre) to = space;
    }
    excerpt = `${from > 0 ? ELLIPSIS : ''}${body.slice(from, to).trim()}${to < body.length ? ELLIPSIS : ''}`;
  }
  return { excerpt, terms: [...new Set([...wordsOf(row.title, matched), ...wordsOf(excerpt, matched)])] };
}
