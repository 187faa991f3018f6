import type { StreamHistoryEntry } from '../../../../schemas/shared/history';
import { Skeleton } from '../../../ui/skeleton';
import { useCatalogueHistory, type CatalogueType } from '../api/catalogue';
import { dateTime } from '../lib/format';
import * as styles from './catalogue.css';

const FIELD_NAMES: Record<string, string> = {
  name: 'name', brand: 'brand', category: 'category', priceRange: 'price range', description: 'description', imageUrl: 'image',
  affiliateLink: 'affiliate link', categories: 'categories',
};

/** One line per event, in the studio's words: what changed. */
export function describeCatalogueEntry(e: StreamHistoryEntry): string {
  const fields = Object.keys(e.data).filter((k) => k in FIELD_NAMES).map((k) => FIELD_NAMES[k]!);
  switch (e.type) {
    case 'ProductListed': return 'Created';
    case 'RatingCriterionDefined': return 'Created';
    case 'ProductEdited':
    case 'RatingCriterionEdited': return fields.length ? `Edited ${fields.join(', ')}` : 'Edited';
    case 'ProductDeleted':
    case 'RatingCriterionDeleted': return 'Deleted';
    case 'RatingCriterionRetired': return 'Retired';
    case 'RatingCriterionReinstated': return 'Reinstated';
    default: return e.type;
  }
}

/** The item's own events, newest first, each with who did it and when (the audit trail's entries for it). */
export function CatalogueHistory({ type, id }: { type: CatalogueType; id: number }) {
  const history = useCatalogueHistory(type, id);
  return (
    <section className={styles.panel} aria-labelledby={`history-${type}-${id}`}>
      <h2 id={`history-${type}-${id}`} className={styles.legend}>History</h2>
      {history.isPending ? (
        <Skeleton shape="block" />
      ) : history.isError ? (
        <p className={styles.error}>{history.error.message}</p>
      ) : (
        <ol className={styles.history}>
          {history.data.entries.map((e) => (
            <li key={e.revision} className={styles.historyItem}>
              <span className={styles.historyWhat}>{describeCatalogueEntry(e)}</span>
              <span className={styles.muted}>
                {`${e.actor.displayName ?? (e.actor.role === 'system' ? 'Seeded content' : 'Unknown')} · ${dateTime(e.at)} · revision ${e.revision}`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
