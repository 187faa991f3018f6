import type { ReactNode } from 'react';
import { Avatar } from '../../../ui/avatar';
import type { Article } from '../api/types';
import { authorName, longDate, readTimeMinutes } from '../lib/article-meta';
import * as styles from './article-header.css';
import { CategoryBadge } from './category-badge';

/** Badge, title, excerpt and byline. `share` is a slot: the article feature does not know the share feature. */
export function ArticleHeader({ article, share }: { article: Article; share?: ReactNode }) {
  const author = authorName(article.authorDisplayName);
  const minutes = readTimeMinutes(article.content);
  return (
    <header className={styles.header}>
      <CategoryBadge category={article.category} />
      <h1 className={styles.title}>{article.title}</h1>
      <p className={styles.excerpt}>{article.excerpt}</p>
      <div className={styles.bylineRow}>
        <div className={styles.byline}>
          {/* The name is written next to it, so the avatar is decorative; SPEC: initials fall back to U. */}
          <Avatar name={article.authorDisplayName ?? ''} src={article.authorAvatarUrl} decorative />
          <div className={styles.bylineText}>
            <span className={styles.author}>{author}</span>
            <span className={styles.meta}>
              <time dateTime={article.createdAt}>{longDate(article.createdAt)}</time>
              <span aria-hidden="true">·</span>
              <span>{minutes} min read</span>
            </span>
          </div>
        </div>
        {share}
      </div>
    </header>
  );
}
