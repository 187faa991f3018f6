import { COVER_SIZE, coverPath } from '../../../../schemas/articles/images';
import { coverImageSrcSet } from '../../../../schemas/articles/uploads';
import type { Article } from '../api/types';
import * as styles from './article-cover.css';

type ArticleCoverProps = {
  article: Pick<Article, 'slug' | 'category'> & Partial<Pick<Article, 'coverImage'>>;
  variant: 'card' | 'hero';
  /** Above the fold (the article's hero, the first row of cards): fetched first, never lazily. */
  priority?: boolean;
};

/** How wide each variant is drawn: the hero at most the prose column (44rem), a card a column of the grid. */
const SIZES = {
  hero: '(max-width: 48rem) 100vw, 44rem',
  card: '(max-width: 40rem) 100vw, (max-width: 72rem) 50vw, 24rem',
} as const;

/**
 * An article's cover: the one staff uploaded (AVIF or WebP at the width the layout needs), else
 * the one api/images draws from the slug and category. Decorative: the title is written beside
 * it, so it has an empty alt and screen readers skip it. Width and height reserve its 16:9 box.
 * A priority cover (the article page's hero, its largest paint; the first row of a list's cards,
 * theirs) is fetched eagerly with high priority, every other one lazily.
 */
export function ArticleCover({ article, variant, priority = false }: ArticleCoverProps) {
  const loading = priority ? { loading: 'eager' as const, fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  const avif = coverImageSrcSet(article.coverImage, 'avif');
  const webp = coverImageSrcSet(article.coverImage, 'webp');
  if (article.coverImage && avif && webp) {
    return (
      <picture>
        <source type="image/avif" srcSet={avif} sizes={SIZES[variant]} />
        <img
          className={styles.cover[variant]} src={article.coverImage} srcSet={webp} sizes={SIZES[variant]}
          width={COVER_SIZE.width} height={COVER_SIZE.height} alt="" {...loading}
        />
      </picture>
    );
  }
  return <img className={styles.cover[variant]} src={coverPath(article)} width={COVER_SIZE.width} height={COVER_SIZE.height} alt="" {...loading} />;
}

/** The cover's box while the card's data loads, so the card does not grow when it arrives. */
export function ArticleCoverPlaceholder() {
  return <span aria-hidden="true" className={styles.placeholder.card} />;
}
