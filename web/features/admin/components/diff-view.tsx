import { visuallyHidden } from '../../../styles/sprinkles.css';
import { diffLines, diffStats, sideBySide, type Cell } from '../lib/diff';
import * as styles from './diff-view.css';

type DiffViewProps = { label: string; before: string; after: string; beforeLabel: string; afterLabel: string };

function DiffCell({ cell }: { cell: Cell | null }) {
  if (!cell) return <><td className={styles.lineNo} /><td className={styles.blank} /></>;
  const text = cell.text === '' ? ' ' : cell.text;
  return (
    <>
      <td className={styles.lineNo}>{cell.line}</td>
      <td className={styles.cell[cell.kind]}>
        {cell.kind === 'removed' ? <del className={styles.mark}><span className={visuallyHidden}>Removed: </span>{text}</del> : null}
        {cell.kind === 'added' ? <ins className={styles.mark}><span className={visuallyHidden}>Added: </span>{text}</ins> : null}
        {cell.kind === 'same' ? text : null}
      </td>
    </>
  );
}

/** One field of two versions side by side, changed lines highlighted (an LCS line diff, lib/diff.ts). */
export function DiffView({ label, before, after, beforeLabel, afterLabel }: DiffViewProps) {
  const ops = diffLines(before, after);
  const { added, removed } = diffStats(ops);
  const rows = sideBySide(ops);
  return (
    <section className={styles.section} aria-label={label}>
      <h3 className={styles.heading}>
        {label}
        <span className={styles.stats}>{added === 0 && removed === 0 ? 'No changes' : `+${added} −${removed}`}</span>
      </h3>
      {added === 0 && removed === 0 ? null : (
        <div className={styles.scroller} role="region" aria-label={`${label}, side by side`} tabIndex={0}>
          <table className={styles.table}>
            {/* The table's layout is fixed: these set the widths (the first row's header cells span two columns). */}
            <colgroup>
              <col className={styles.lineNoCol} />
              <col />
              <col className={styles.lineNoCol} />
              <col />
            </colgroup>
            <thead>
              <tr>
                <th scope="col" colSpan={2} className={styles.th}>{beforeLabel}</th>
                <th scope="col" colSpan={2} className={styles.th}>{afterLabel}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i}>
                  <DiffCell cell={r.left} />
                  <DiffCell cell={r.right} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
