import { useAuth } from '../../../features/auth/api/get-session';
import { useCategories } from '../../../features/forum/api/get-categories';
import { CategoryList } from '../../../features/forum/components/category-list';
import { ForumGuidelines } from '../../../features/forum/components/forum-guidelines';
import { NewThreadArea } from '../../../features/forum/components/new-thread-area';
import { FORUM_PATH } from '../../../features/forum/lib/forum-paths';
import { PageHeader } from '../../../ui/page-header';
import * as styles from './forum.css';
import { forumReader } from './reader';

const LEAD = 'Ask questions, share what you have learned and support each other. Moderators keep the conversation kind and accurate.';
const DESCRIPTION =
  "Open Sex Guide's community forum for adults: ask questions about sexual health and relationships, share experiences and find support, in a moderated space free from judgement.";

/** /forum: the community forum's categories, the New Thread toggle and the guidelines (SPEC 2). */
export function ForumRoute() {
  const auth = useAuth();
  const categories = useCategories();
  return (
    <div>
      <PageHeader title="Community Forum" lead={LEAD} description={DESCRIPTION} path={FORUM_PATH} />
      <div className={styles.page}>
        <NewThreadArea reader={forumReader(auth)} />
        <section className={styles.section} aria-labelledby="forum-categories-title">
          <h2 id="forum-categories-title" className={styles.sectionTitle}>Categories</h2>
          <CategoryList status={categories.status} categories={categories.data} error={categories.error} />
        </section>
        <ForumGuidelines />
      </div>
    </div>
  );
}
