import { COVER_SIZE, coverPath } from '../../../../schemas/articles/images';
import type { Article } from '../api/types';
import * as styles from './article-cover.css';

type ArticleCoverProps = {
  article: Pick<Article, 'slug' | 'category'>;
  variant: 'card' | 'hero';
  /** Above the fold (the article's hero, the first row of cards): fetched first, never lazily. */
  priority?: boolean;
};

/**
 * An article's cover (api/images draws it from the slug and category). Decorative: the title is
 * written beside it and the picture is abstract, so it has an empty alt and screen readers skip it.
 * Width and height reserve its box; one SVG source serves every size.
 */
export function ArticleCover({ article, variant, priority = false }: ArticleCoverProps) {
  return (
    <img
      className={styles.cover[variant]}
      src={coverPath(article)}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      alt=""
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
    />
  );
}

/** The cover's box while the card's data loads, so the card does not grow when it arrives. */
export function ArticleCoverPlaceholder() {
  return <span aria-hidden="true" className={styles.placeholder.card} />;
}
