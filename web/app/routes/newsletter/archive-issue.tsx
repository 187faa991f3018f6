import { Link, useParams } from 'react-router-dom';
import type { NewsletterArchiveIssue } from '../../../../schemas/newsletter/issues';
import { useArchiveIssue } from '../../../features/newsletter/api/archive';
import { ARCHIVE_PATH, archiveIssuePath, sentDate } from '../../../features/newsletter/lib/archive';
import { serverHtmlPending } from '../../../lib/hydration';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Card } from '../../../ui/card';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { Skeleton } from '../../../ui/skeleton';
import { LoadError, LoadingState, MissingPage } from '../../../ui/states';
import { loadSanitizer, SafeHtml } from '../../../ui/safe-html';
import { SubscribeCallout } from './archive-callout';
import * as styles from './archive.css';

// Reached by a client-side navigation, the issue's HTML is sanitised before it is inserted: fetch the
// sanitiser alongside the issue (a hydrating page adopts the server's HTML as it is).
if (typeof window !== 'undefined' && !serverHtmlPending()) void loadSanitizer();

const describe = (i: NewsletterArchiveIssue) => i.preheader || `The Open Sex Guide newsletter of ${sentDate(i.sentAt)}: ${i.subject}`;

function Issue({ issue }: { issue: NewsletterArchiveIssue }) {
  return (
    <article className={styles.page} aria-labelledby="issue-title">
      <PageMeta title={pageTitle(issue.subject)} description={describe(issue)} path={archiveIssuePath(issue.slug)} type="article" />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Newsletter', to: '/newsletter' }, { label: 'Archive', to: ARCHIVE_PATH }, { label: issue.subject }]} />
      <header className={styles.header}>
        <h1 id="issue-title" className={styles.title}>{issue.subject}</h1>
        <p className={styles.meta}>Sent <time dateTime={issue.sentAt}>{sentDate(issue.sentAt)}</time> · <Link to={ARCHIVE_PATH}>All issues</Link></p>
      </header>
      <SafeHtml html={issue.html} />
      {issue.articles.length ? (
        <section className={styles.section} aria-labelledby="issue-articles">
          <h2 id="issue-articles" className={styles.sectionTitle}>Featured articles</h2>
          <ul className={styles.cards}>
            {issue.articles.map((a) => (
              <li key={a.id}>
                <Card as="article" padding="md" stack="xs" fill>
                  <h3 className={styles.cardTitle}><Link className={styles.itemLink} to={`/articles/${encodeURIComponent(a.slug)}`}>{a.title}</Link></h3>
                  <p className={styles.cardText}>{a.excerpt}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SubscribeCallout title="Liked this issue? Get the next one in your inbox" />
    </article>
  );
}

/** /newsletter/archive/:issueSlug (issue 28): an issue's web version in the site's template; Not Found (404) unless sent and public. */
export function NewsletterArchiveIssueRoute() {
  const { issueSlug = '' } = useParams();
  const issue = useArchiveIssue(issueSlug);
  if (issue.isPending) return <LoadingState label="Loading the issue" gap="sm"><Skeleton shape="title" /><Skeleton shape="block" /></LoadingState>;
  if (issue.isError) return <LoadError message="Could not load this issue." error={issue.error} details="text" />;
  if (!issue.data) {
    return (
      <MissingPage title="Issue not found" back={{ to: ARCHIVE_PATH, label: 'Back to the archive' }}>
        There is no newsletter issue at this address, or it is not in the public archive.
      </MissingPage>
    );
  }
  return <Issue issue={issue.data} />;
}
