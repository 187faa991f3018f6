import { productMessages } from '../../../../schemas/products/messages';
import { Badge } from '../../../ui/badge';
import { button } from '../../../ui/button.css';
import type { Product } from '../api/types';
import { safeAffiliateLink } from '../lib/product-format';
import { productCategoryLabel } from '../lib/product-params';
import { ProductImage } from './product-image';
import { RatingSummary } from './rating-summary';
import * as styles from './product-hero.css';

export const AFFILIATE_DISCLOSURE = productMessages.affiliateDisclosure;

const tone = (c: Product['category']) => (c === 'lubricants' ? 'teal' : c === 'sex_toys' ? 'plum' : 'neutral');

/**
 * SPEC 2: picture (or placeholder), category, name, 'by {brand}', average with review count, the price
 * range and the affiliate 'Check Price' link (sponsored, a new tab) with the spec's disclosure.
 */
export function ProductHero({ product }: { product: Product }) {
  const link = safeAffiliateLink(product.affiliateLink);
  return (
    <div className={styles.hero}>
      <ProductImage product={product} variant="hero" priority />
      <div className={styles.info}>
        <Badge tone={tone(product.category)}>{productCategoryLabel(product.category)}</Badge>
        <h1 id="product-name" className={styles.name}>{product.name}</h1>
        <p className={styles.brand}>{`by ${product.brand}`}</p>
        <RatingSummary average={product.averageRating} count={product.reviewCount} size="md" />
        <p className={styles.price}>
          <span className={styles.priceLabel}>Price range</span> {product.priceRange}
        </p>
        {link ? (
          <div className={styles.buy}>
            <a className={`${button({ tone: 'primary', size: 'lg' })} ${styles.checkPrice}`} href={link} target="_blank" rel="sponsored noopener">
              Check Price
              <span className={styles.external} aria-hidden="true"> ↗</span>
              <span className={styles.hidden}> (opens in a new tab)</span>
            </a>
            <p className={styles.disclosure}>{AFFILIATE_DISCLOSURE}</p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
