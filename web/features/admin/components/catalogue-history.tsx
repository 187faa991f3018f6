import type { StreamHistoryEntry } from '../../../../schemas/shared/history';
import { useToast } from '../../../ui/use-toast';
import { useCatalogueHistory, useRestoreCatalogue, type CatalogueType, type CriterionAnswer, type ProductAnswer } from '../api/catalogue';
import * as styles from './catalogue.css';
import { VersionHistory } from './version-history';

const FIELD_NAMES: Record<string, string> = {
  name: 'name', brand: 'brand', category: 'category', priceRange: 'price range', description: 'description', imageUrl: 'image',
  affiliateLink: 'affiliate link', categories: 'categories',
};

/** One line per event, in the studio's words: what changed. */
export function describeCatalogueEntry(e: StreamHistoryEntry): string {
  const fields = Object.keys(e.data).filter((k) => k in FIELD_NAMES).map((k) => FIELD_NAMES[k]!);
  const restored = e.data.restoredFrom !== undefined ? ` (revision ${String(e.data.restoredFrom)} restored)` : '';
  switch (e.type) {
    case 'ProductListed': return 'Created';
    case 'RatingCriterionDefined': return 'Created';
    case 'ProductEdited':
    case 'RatingCriterionEdited': return `${fields.length ? `Edited ${fields.join(', ')}` : 'Edited'}${restored}`;
    case 'ProductDeleted':
    case 'RatingCriterionDeleted': return 'Deleted';
    case 'RatingCriterionRetired': return 'Retired';
    case 'RatingCriterionReinstated': return 'Reinstated';
    default: return e.type;
  }
}

type CatalogueHistoryProps = {
  type: CatalogueType;
  id: number;
  /** The revision the screen shows: compared against, and sent as expectedRevision by a restore. */
  revision: number;
  dirty?: boolean;
  /** The restored item, as the server now has it (the editor starts over from it). */
  onRestored?: (res: ProductAnswer | CriterionAnswer) => void;
};

/** The item's own events, newest first, each with who did it and when; any other version compared or restored. */
export function CatalogueHistory({ type, id, revision, dirty, onRestored }: CatalogueHistoryProps) {
  const history = useCatalogueHistory(type, id);
  const toast = useToast();
  const restore = useRestoreCatalogue<ProductAnswer | CriterionAnswer>(type, {
    onSuccess: (res) => { toast({ tone: 'success', title: res.message }); onRestored?.(res); },
    onError: (err) => toast({ tone: 'error', title: err.message }),
  });
  return (
    <section className={styles.panel} aria-labelledby={`history-${type}-${id}`}>
      <h2 id={`history-${type}-${id}`} className={styles.legend}>History</h2>
      <VersionHistory
        base={`/_api/admin/${type}`} id={id} history={history} describe={describeCatalogueEntry} fieldLabels={FIELD_NAMES} revision={revision} dirty={dirty ?? false}
        restoring={restore.isPending} onRestore={(r) => restore.mutate({ id, revision: r, expectedRevision: revision })}
      />
    </section>
  );
}
