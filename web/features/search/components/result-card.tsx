import { Link } from 'react-router-dom';
import { categoryLabel } from '../../../../schemas/articles/categories';
import { Card } from '../../../ui/card';
import { stretchedLink } from '../../../ui/card.css';
import type { ArticleHit, InterviewHit, ThreadHit } from '../api/get-search';
import { highlightWords } from '../lib/highlight';
import { HighlightedText } from './highlighted-text';
import * as styles from './result-card.css';

export type ResultKind = 'articles' | 'interviews' | 'threads';
type AnyHit = ArticleHit | InterviewHit | ThreadHit;


/** SPEC 2: result cards link to /articles/{slug}, /experts/interviews/{slug}, /forum/{id}. */
function describe(kind: ResultKind, hit: AnyHit): { href: string; meta: string; excerpt: string } {
  switch (kind) {
    case 'articles': {
      const a = hit as ArticleHit;
      return { href: `/articles/${encodeURIComponent(a.slug)}`, meta: a.category ? `Article · ${categoryLabel(a.category)}` : 'Article', excerpt: a.excerpt };
    }
    case 'interviews': {
      const i = hit as InterviewHit;
      return { href: `/experts/interviews/${encodeURIComponent(i.slug)}`, meta: i.expertName ? `Interview · ${i.expertName}` : 'Interview', excerpt: i.excerpt };
    }
    case 'threads': {
      const t = hit as ThreadHit;
      return { href: `/forum/${t.id}`, meta: t.categoryName ? `Forum thread · ${t.categoryName}` : 'Forum thread', excerpt: t.content };
    }
  }
}

/** One result: the title links to the page; the excerpt (at most 200 characters) marks the query's words. */
export function ResultCard({ kind, hit, query }: { kind: ResultKind; hit: AnyHit; query: string }) {
  const { href, meta, excerpt } = describe(kind, hit);
  return (
    <Card as="article" stack="xs" linked>
      <h3 className={styles.title}>
        <Link to={href} className={stretchedLink()}>{hit.title}</Link>
      </h3>
      <p className={styles.meta}>{meta}</p>
      {excerpt ? (
        <p className={styles.excerpt}>
          <HighlightedText text={excerpt} words={highlightWords(query, hit.terms ?? [])} />
        </p>
      ) : null}
    </Card>
  );
}
