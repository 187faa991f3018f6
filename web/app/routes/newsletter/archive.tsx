import { Link, useSearchParams } from 'react-router-dom';
import { useArchive } from '../../../features/newsletter/api/archive';
import { archiveIssuePath, archivePagePath, parseArchiveCursor, sentDate } from '../../../features/newsletter/lib/archive';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { ButtonLink } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { SubscribeCallout } from './archive-callout';
import { PageHeader } from '../../../ui/page-header';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, LoadError, LoadingState } from '../../../ui/states';
import * as styles from './archive.css';

const DESCRIPTION = 'Every issue of the Open Sex Guide newsletter, as it was sent: new articles, expert interviews and community highlights.';

/** /newsletter/archive (issue 28): the sent, public issues, newest first, seek-paged (?cursor=). */
export function NewsletterArchiveRoute() {
  const [params] = useSearchParams();
  const cursor = parseArchiveCursor(params.get('cursor'));
  const archive = useArchive(cursor);
  const next = archive.data?.nextCursor ?? null;
  return (
    <div className={styles.page}>
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Newsletter', to: '/newsletter' }, { label: 'Archive' }]} />
      <PageHeader
        title="Newsletter archive" lead="Past issues, as subscribers received them." description={DESCRIPTION}
        documentTitle={cursor ? 'Newsletter archive (older issues)' : 'Newsletter archive'} path={archivePagePath(cursor)}
      />
      {archive.isPending ? (
        <LoadingState label="Loading the archive" gap="sm"><Skeleton shape="title" /><Skeleton /><Skeleton shape="title" /><Skeleton /></LoadingState>
      ) : archive.isError ? <LoadError message="Could not load the newsletter archive." error={archive.error} details="text" /> : archive.data.issues.length === 0 ? (
        <EmptyState tone="dashed" spacious>No issues have been sent yet.</EmptyState>
      ) : (
        <ol className={styles.list} aria-label="Issues, newest first">
          {archive.data.issues.map((i) => (
            <li key={i.slug}>
              <Card as="article" padding="md" stack="xs">
                <h2 className={styles.itemTitle}><Link className={styles.itemLink} to={archiveIssuePath(i.slug)}>{i.subject}</Link></h2>
                <p className={styles.meta}>Sent <time dateTime={i.sentAt}>{sentDate(i.sentAt)}</time></p>
                {i.preheader ? <p className={styles.preheader}>{i.preheader}</p> : null}
              </Card>
            </li>
          ))}
        </ol>
      )}
      {cursor || next ? (
        <nav aria-label="Pagination" className={styles.seek}>
          <span>{cursor ? <ButtonLink to={archivePagePath(null)} tone="secondary"><span aria-hidden="true">← </span>Newest issues</ButtonLink> : null}</span>
          <span>{next ? <ButtonLink to={archivePagePath(next)} tone="secondary" rel="next">Older issues<span aria-hidden="true"> →</span></ButtonLink> : null}</span>
        </nav>
      ) : null}
      <SubscribeCallout title="Get the next issue in your inbox" />
    </div>
  );
}
