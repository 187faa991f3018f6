import { useSearchParams } from 'react-router-dom';
import { ISSUE_STATUSES, type NewsletterIssueStatus as IssueStatus } from '../../../../schemas/newsletter/issues';
import { useAdminIssues, type IssueListFilters } from '../../../features/admin/api/newsletter-issues';
import { useNewsletterTopics } from '../../../features/admin/api/structure';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { NewsletterIssueList } from '../../../features/admin/components/newsletter-issue-list';
import { STATUS_LABEL } from '../../../features/admin/components/newsletter-issue-status';
import { NewsletterTabs } from '../../../features/admin/components/newsletter-tabs';
import { NewsletterTopicManager } from '../../../features/admin/components/newsletter-topic-manager';
import { StudioFilters } from '../../../features/admin/components/studio-filters';
import * as news from '../../../features/admin/components/newsletter.css';
import { ButtonLink } from '../../../ui/button';

const parseStatus = (raw: string | null): IssueStatus | null => ((ISSUE_STATUSES as readonly string[]).includes(raw ?? '') ? (raw as IssueStatus) : null);
const parseCursor = (raw: string | null) => (raw && /^[A-Za-z0-9_-]{1,200}$/.test(raw) ? raw : null);

function listParams(f: IssueListFilters) {
  const qs = new URLSearchParams();
  if (f.status) qs.set('status', f.status);
  if (f.q) qs.set('q', f.q);
  if (f.cursor) qs.set('cursor', f.cursor);
  return qs;
}
const listHref = (f: IssueListFilters) => {
  const qs = listParams(f).toString();
  return qs ? `/admin/newsletter?${qs}` : '/admin/newsletter';
};

/** /admin/newsletter: the issues, newest first, by status and subject in the address; seek-paged (Older issues). */
export function AdminNewsletterRoute() {
  const [params, setParams] = useSearchParams();
  const f: IssueListFilters = { status: parseStatus(params.get('status')), q: params.get('q')?.slice(0, 100) || null, cursor: parseCursor(params.get('cursor')) };
  const list = useAdminIssues(f);
  const topics = useNewsletterTopics();
  const names = new Map((topics.data?.topics ?? []).map((t) => [t.id, t.name]));
  const go = (next: Partial<IssueListFilters>) => setParams(listParams({ ...f, ...next, cursor: null }));
  const next = list.data?.nextCursor ?? null;
  return (
    <AdminPage
      title="Newsletter Issues"
      crumbs={[{ label: 'Newsletter' }]}
      lead="Compose an issue, preview it as mail clients show it, send yourself a test, then send it now or at a time. Sent issues appear in the public archive unless marked otherwise."
      actions={<ButtonLink to="/admin/newsletter/issues/create">Compose New Issue</ButtonLink>}
    >
      <NewsletterTabs current="issues" />
      <StudioFilters
        label="Filter issues" search={f.q} searchLabel="Search by subject" onSearch={(q) => go({ q })}
        selects={[{
          label: 'Status', value: f.status, all: 'All statuses', onChange: (status) => go({ status: parseStatus(status) }),
          options: ISSUE_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
        }]}
      />
      <NewsletterIssueList status={list.status} error={list.error} issues={list.data?.issues} fetching={list.isPlaceholderData} topicNames={names} />
      {f.cursor || next ? (
        <nav aria-label="Pagination" className={news.seek}>
          <span>{f.cursor ? <ButtonLink to={listHref({ ...f, cursor: null })} tone="secondary"><span aria-hidden="true">← </span>Newest issues</ButtonLink> : null}</span>
          <span>{next ? <ButtonLink to={listHref({ ...f, cursor: next })} tone="secondary" rel="next">Older issues<span aria-hidden="true"> →</span></ButtonLink> : null}</span>
        </nav>
      ) : null}
    </AdminPage>
  );
}

/** /admin/newsletter/topics: the newsletter's topics (issue 27; SPEC's newsletter categories). */
export function AdminNewsletterTopicsRoute() {
  return (
    <AdminPage
      title="Newsletter Topics"
      crumbs={[{ label: 'Newsletter', to: '/admin/newsletter' }, { label: 'Topics' }]}
      lead="The topics readers choose on the signup form and in their preferences. A retired topic is no longer offered; its subscribers keep it."
    >
      <NewsletterTabs current="topics" />
      <NewsletterTopicManager />
    </AdminPage>
  );
}
