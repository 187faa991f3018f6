import { useParams, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../../features/auth/api/get-session';
import { useThreads } from '../../../features/forum/api/get-threads';
import { CategoryNotFound, CategorySkeleton } from '../../../features/forum/components/forum-states';
import { LoadError } from '../../../ui/states';
import { NewThreadArea } from '../../../features/forum/components/new-thread-area';
import { ThreadList } from '../../../features/forum/components/thread-list';
import { threadCountLabel } from '../../../features/forum/lib/forum-format';
import { parseForumId } from '../../../features/forum/lib/forum-params';
import { categoryPath, FORUM_PATH } from '../../../features/forum/lib/forum-paths';
import { Alert } from '../../../ui/alert';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageHeader } from '../../../ui/page-header';
import { Pager, useTopOfNewPage } from '../../../ui/pager';
import { pagedTitle, parsePage } from '../../../ui/pager-model';
import * as styles from './forum.css';
import { forumReader } from './reader';

function CategoryScreen({ categoryId }: { categoryId: number }) {
  const [params] = useSearchParams();
  const page = parsePage(params.get('page'));
  const list = useThreads(categoryId, page);
  const auth = useAuth();
  useTopOfNewPage(page);

  if (list.isPending) return <CategorySkeleton />;
  if (list.isError) return <LoadError message="Could not load this category's threads. Please try again later." error={list.error} />;
  if (!list.data) return <CategoryNotFound />;

  const { category, threads, pagination } = list.data;
  const reader = forumReader(auth);
  const name = pagedTitle(category.name, page);
  return (
    <div>
      <PageHeader
        before={<Breadcrumb items={[{ label: 'Forum', to: FORUM_PATH }, { label: category.name }]} />}
        title={category.name}
        documentTitle={`${name} · Community Forum`}
        lead={category.description}
        description={category.description}
        path={categoryPath(category.id, page)}
      />
      <div className={styles.page}>
        {/* An archived category (issue 27) is read-only: its threads stay, it takes no new ones or replies. */}
        {category.archived ? <Alert tone="info" title="Archived:">This category is read-only. Its threads stay here to read; it takes no new threads or replies.</Alert> : <NewThreadArea reader={reader} categoryId={category.id} />}
        <section className={styles.section} aria-labelledby="category-threads-title">
          <div className={styles.header}>
            <h2 id="category-threads-title" className={styles.sectionTitle}>Threads</h2>
            <p className={styles.summary}>{threadCountLabel(pagination.total)}</p>
          </div>
          <ThreadList
            threads={threads}
            label={`Threads in ${category.name}`}
            emptyText={pagination.total === 0 ? 'No threads here yet. Start the first conversation!' : 'There are no threads on this page.'}
          />
          <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => categoryPath(category.id, p)} />
        </section>
      </div>
    </div>
  );
}

/** /forum/category/:categoryId: a category's threads, pinned first then newest activity, paged by `page`. */
export function ForumCategoryRoute() {
  const { categoryId } = useParams();
  const id = parseForumId(categoryId);
  return id === null ? <CategoryNotFound /> : <CategoryScreen categoryId={id} />;
}

