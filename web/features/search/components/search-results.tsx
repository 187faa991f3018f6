import type { UseQueryResult } from '@tanstack/react-query';
import { searchMessages as m } from '../../../../schemas/search/messages';
import { Link } from 'react-router-dom';
import { Pager } from '../../../ui/pager';
import { Skeleton } from '../../../ui/skeleton';
import { isPayloadError, type SearchResponse } from '../api/get-search';
import { searchHref, type SearchParams } from '../lib/search-params';
import { ResultCard, type ResultKind } from './result-card';
import * as styles from './search-results.css';

const GROUPS: readonly { kind: ResultKind; label: string; noun: string }[] = [
  { kind: 'articles', label: 'Articles', noun: 'articles' },
  { kind: 'interviews', label: 'Interviews', noun: 'interviews' },
  { kind: 'threads', label: 'Forum Threads', noun: 'forum threads' },
];

function Notice({ title, text, alert = false }: { title: string; text: string; alert?: boolean }) {
  return (
    <div className={styles.notice} role={alert ? 'alert' : 'status'}>
      <h2 className={styles.noticeTitle}>{title}</h2>
      <p className={styles.noticeText}>{text}</p>
    </div>
  );
}

/** Where to look instead of a dead end (issue 26): the sections, each a page of its own. */
const SECTIONS = [
  { to: '/articles', label: 'Articles' },
  { to: '/experts', label: 'Expert Interviews' },
  { to: '/forum', label: 'Forum' },
] as const;

/** SPEC 8's 'No Results Found', then the correction the server found (if any) and the sections. */
function NoResults({ data, params }: { data: SearchResponse; params: SearchParams }) {
  return (
    <div className={styles.notice} role="status">
      <h2 className={styles.noticeTitle}>{m.emptyTitle}</h2>
      {data.didYouMean ? (
        <p className={styles.didYouMean}>
          Did you mean <Link to={searchHref({ ...params, query: data.didYouMean, page: 1 })}>{data.didYouMean}</Link>?
        </p>
      ) : null}
      <p className={styles.noticeText}>{m.emptyText}</p>
      <nav aria-label="Browse the site instead">
        <p className={styles.noticeText}>Or browse:</p>
        <ul className={styles.sections}>
          {SECTIONS.map((s) => (
            <li key={s.to}>
              <Link to={s.to}>{s.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function Loading() {
  return (
    <div className={styles.loading} role="status" aria-label="Searching">
      {[0, 1, 2].map((i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton shape="title" width="half" />
          <Skeleton shape="text" width="third" />
          <Skeleton shape="text" />
        </div>
      ))}
    </div>
  );
}

/** The groups with matches, each with this page's results ('Articles (n)': n counts all the group's matches). */
function Groups({ data, params }: { data: SearchResponse; params: SearchParams }) {
  return GROUPS.filter((g) => data.results[g.kind].total > 0).map(({ kind, label, noun }) => {
    const group = data.results[kind];
    const headingId = `search-group-${kind}`;
    return (
      <section key={kind} className={styles.group} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.groupTitle}>{`${label} (${group.total})`}</h2>
        {group.results.length > 0 ? (
          <ul className={styles.list}>
            {group.results.map((hit) => (
              <li key={hit.id}>
                <ResultCard kind={kind} hit={hit} query={data.query} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.elsewhere}>
            None on this page. <Link to={searchHref({ query: params.query, type: kind, page: 1 })}>Show only {noun}</Link>
          </p>
        )}
      </section>
    );
  });
}

/** SPEC 2 and 8: the states of a search for a non-empty query. */
export function SearchResults({ params, search }: { params: SearchParams; search: UseQueryResult<SearchResponse> }) {
  if (search.isError && !search.data) {
    return isPayloadError(search.error) ? <Notice title={m.payloadTitle} text={m.payloadText} alert /> : <Notice title={m.failureTitle} text={m.failureText} alert />;
  }
  const data = search.data;
  if (!data) return <Loading />;
  const { totalResults, totalPages, startIndex, endIndex, page } = data.pagination;
  if (totalResults === 0) return <NoResults data={data} params={params} />;
  const updating = search.isPlaceholderData;
  return (
    <div className={updating ? styles.updating : styles.results} aria-busy={updating || undefined}>
      <p className={styles.summary} role="status">
        {startIndex > 0 ? `Showing ${startIndex}-${endIndex} of ${totalResults} results for "${data.query}"` : `No results on page ${page}: there are ${totalResults} results for "${data.query}".`}
      </p>
      <Groups data={data} params={params} />
      <Pager page={page} totalPages={totalPages} href={(n) => searchHref({ ...params, query: data.query, page: n })} />
    </div>
  );
}
