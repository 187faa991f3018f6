import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import {
  MODERATION_PAGE_SIZE,
  moderationStatuses,
  type ModerationStatus,
} from '../../../../schemas/admin/comments';
import { useAdminComments } from '../../../features/admin/api/comments';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { CommentSearch } from '../../../features/admin/components/comment-search';
import { ModerationList } from '../../../features/admin/components/moderation-list';
import * as styles from '../../../features/admin/components/moderation.css';
import { Pager } from '../../../ui/pager';
import { useScrollCue } from '../../../ui/scroll-cue';
import { strip } from '../../../ui/scroll-cue.css';
import { parsePage } from '../../../ui/pager-model';
import { listParams } from '../../../lib/list-params';

const TAB_LABELS: Record<ModerationStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected', flagged: 'Flagged' };
const TABS: ModerationStatus[] = ['pending', 'approved', 'rejected', 'flagged'];
const parseStatus = (raw: string | null): ModerationStatus => ((moderationStatuses as readonly string[]).includes(raw ?? '') ? (raw as ModerationStatus) : 'pending');

const pageParams = (status: ModerationStatus, search: string | null, page: number) =>
  listParams({ status: status === 'pending' ? null : status, q: search }, page);
const listHref = (status: ModerationStatus, search: string | null, page: number) => {
  const s = pageParams(status, search, page).toString();
  return s ? `/admin/comments?${s}` : '/admin/comments';
};

/** /admin/comments (SPEC 2): status tabs (pending by default) with counts, search, 20 a page. */
export function AdminCommentsRoute() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const search = params.get('q')?.trim() || null;
  const page = parsePage(params.get('page'));
  const list = useAdminComments({ status, page, search });
  const counts = list.data?.counts;
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.totalCount / MODERATION_PAGE_SIZE)) : 1;
  const cue = useScrollCue<HTMLDivElement>();
  return (
    <AdminPage title="Comment Moderation" crumbs={[{ label: 'Comments' }]} lead="Review what members write: approve, reject or flag, with a reason the audit trail keeps.">
      <CommentSearch initial={search ?? ''} onSearch={(q) => setParams(pageParams(status, q || null, 1))} />
      <Tabs.Root value={status} onValueChange={(v) => setParams(pageParams(parseStatus(v), search, 1))}>
        <Tabs.List className={`${styles.tabList} ${strip}`} aria-label="Moderation status" ref={cue}>
          {TABS.map((s) => (
            <Tabs.Trigger key={s} value={s} className={styles.tab}>
              {TAB_LABELS[s]}
              <span className={styles.tabCount}>{counts ? counts[s].toLocaleString('en-US') : '–'}</span>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value={status} className={styles.panel}>
          <ModerationList
            scope={`${status}:${page}:${search ?? ''}`}
            status={status}
            search={search}
            page={page}
            pageSize={MODERATION_PAGE_SIZE}
            query={{ status: list.status, error: list.error, comments: list.data?.comments, totalCount: list.data?.totalCount, fetching: list.isPlaceholderData }}
          />
          <Pager page={page} totalPages={totalPages} href={(p) => listHref(status, search, p)} />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
