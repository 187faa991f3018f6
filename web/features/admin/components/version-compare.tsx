import { categoryLabel } from '../../../../schemas/articles/categories';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { useArticleVersions } from '../api/history';
import { CompareDialog } from './compare-dialog';
import { dateTime } from '../lib/format';

type VersionCompareProps = {
  articleId: number;
  /** Older first. */
  revisions: [number, number];
  latest: number;
  onClose: () => void;
  onRestore: (revision: number) => void;
};

type Meta = { category: string; slug: string };

/** What changed besides the compared texts: only the fields that differ (an unchanged one is not a change). */
function metaChanges(a: Meta, b: Meta): string {
  const changes = [
    a.category === b.category ? null : `Category: ${categoryLabel(a.category)} → ${categoryLabel(b.category)}`,
    a.slug === b.slug ? null : `slug: /${a.slug} → /${b.slug}`,
  ].filter((c): c is string => c !== null);
  return changes.length > 0 ? `${changes.join('; ')}.` : 'Category and slug unchanged.';
}

/** Two versions of the article from its event stream, the older on the left. */
export function VersionCompare({ articleId, revisions, latest, onClose, onRestore }: VersionCompareProps) {
  const [older, newer] = useArticleVersions(articleId, revisions);
  const a = older?.data;
  const b = newer?.data;
  const error = older?.error ?? newer?.error;
  const label = (r: number, at: string | undefined) => `Revision ${r}${at ? `, ${dateTime(at)}` : ''}`;
  return (
    <CompareDialog
      open
      onOpenChange={(open) => { if (!open) onClose(); }}
      title={`Revision ${revisions[0]} and revision ${revisions[1]}`}
      description={
        error ? <Alert tone="error">{error.message}</Alert>
          : !a || !b ? <Spinner label="Loading versions" />
            : `Older on the left, newer on the right. ${metaChanges(a, b)}`
      }
      beforeLabel={label(revisions[0], a?.at)}
      afterLabel={label(revisions[1], b?.at)}
      fields={a && b ? [
        { label: 'Title', before: a.title, after: b.title },
        { label: 'Excerpt', before: a.excerpt, after: b.excerpt },
        { label: 'Content', before: a.content, after: b.content },
      ] : []}
      actions={a && b ? revisions.filter((r) => r !== latest).map((r) => (
        <Button key={r} size="sm" tone="secondary" onClick={() => onRestore(r)}>Restore revision {r}</Button>
      )) : null}
    />
  );
}
