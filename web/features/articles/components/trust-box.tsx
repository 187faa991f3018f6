import { Card } from '../../../ui/card';
import type { Article } from '../api/types';
import { longDate } from '../lib/article-meta';
import * as styles from './trust-box.css';

/** Who checked the article, when, and on what evidence; plus the standing "not medical advice" note. */
export function TrustBox({ article }: { article: Article }) {
  const { medicalReviewer: reviewer, lastReviewed, sources } = article;
  return (
    <Card as="aside" tone="muted" padding="lg" className={styles.box} aria-labelledby="trust-title">
      <h2 id="trust-title" className={styles.heading}>About this article</h2>
      {reviewer || lastReviewed ? (
        <dl className={styles.facts}>
          {reviewer ? (
            <div className={styles.fact}>
              <dt className={styles.term}>Medically reviewed by</dt>
              <dd className={styles.value}>
                <span className={styles.name}>{reviewer.name}</span>
                {reviewer.credentials ? <span className={styles.credentials}>{reviewer.credentials}</span> : null}
              </dd>
            </div>
          ) : null}
          {lastReviewed ? (
            <div className={styles.fact}>
              <dt className={styles.term}>Review date</dt>
              <dd className={styles.date}>Last reviewed <time dateTime={lastReviewed}>{longDate(lastReviewed)}</time></dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {sources.length > 0 ? (
        <section aria-labelledby="sources-title" className={styles.sources}>
          <h3 id="sources-title" className={styles.subheading}>Sources</h3>
          <ol className={styles.sourceList}>
            {sources.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">{s.title}</a>
                {s.publisher ? <span className={styles.publisher}> — {s.publisher}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className={styles.note}>
        This article is for education and is not medical advice. For advice about your own health, talk to a qualified clinician.
      </p>
    </Card>
  );
}
