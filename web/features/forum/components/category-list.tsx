import { Link } from 'react-router-dom';
import { forumMessages } from '../../../../schemas/forum/messages';
import { Card } from '../../../ui/card';
import { cardGrid, stretchedLink } from '../../../ui/card.css';
import { SkeletonLines } from '../../../ui/skeleton';
import { threadCountLabel } from '../lib/forum-format';
import { categoryPath } from '../lib/forum-paths';
import type { ForumCategory } from '../api/types';
import * as styles from './category-list.css';
import { CategoryIcon } from './forum-icons';
import { EmptyState, LoadError, LoadingGrid } from '../../../ui/states';

/** SPEC 2: four skeleton cards while the categories load. */
const SKELETON_COUNT = 4;
const grid = cardGrid({ min: 'two', compact: true });

function CategoryCard({ category }: { category: ForumCategory }) {
  return (
    <Card as="article" stack="sm" fill linked>
      <div className={styles.head}>
        <span className={styles.mark}><CategoryIcon type={category.categoryType} /></span>
        <h3 className={styles.name}>
          <Link to={categoryPath(category.id)} className={stretchedLink()}>{category.name}</Link>
        </h3>
      </div>
      <p className={styles.description}>{category.description}</p>
      <p className={styles.footer}>
        <span className={styles.count}>{threadCountLabel(category.threadCount)}{category.archived ? ' · Archived: read-only' : ''}</span>
        <span className={styles.go} aria-hidden="true">View threads →</span>
      </p>
    </Card>
  );
}

function CategorySkeleton() {
  return (
    <Card stack="sm" fill>
      <SkeletonLines lines={['title', 'text', 'half', 'third']} />
    </Card>
  );
}

type CategoryListProps = { status: 'pending' | 'error' | 'success'; categories: ForumCategory[] | undefined; error: Error | null };

/** The forum's categories, each a card linking to its threads, with the loading and error states. */
export function CategoryList({ status, categories, error }: CategoryListProps) {
  if (status === 'pending') {
    return <LoadingGrid label="Loading forum categories" count={SKELETON_COUNT} className={grid}><CategorySkeleton /></LoadingGrid>;
  }
  if (status === 'error') return <LoadError message={forumMessages.loadCategories} error={error} />;
  if (!categories || categories.length === 0) return <EmptyState>No forum categories yet.</EmptyState>;
  return (
    <ul className={grid} aria-label="Forum categories">
      {categories.map((c) => <li key={c.id}><CategoryCard category={c} /></li>)}
    </ul>
  );
}
