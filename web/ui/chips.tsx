import { Link } from 'react-router-dom';
import { useChipInView } from './chip-strip';
import { chip, chipList } from './chips.css';

export type ChipLink = { label: string; to: string; current: boolean };

/**
 * Filters as a row of links, not buttons: each is a shareable address and Back undoes a choice. On
 * narrow screens the row scrolls sideways and keeps the chosen chip (`active` names it) in view.
 */
type ChipLinksProps = { label: string; links: ChipLink[]; active: unknown; className?: string; onPick?: () => void };

export function ChipLinks({ label, links, active, className, onPick }: ChipLinksProps) {
  const activeRef = useChipInView<HTMLAnchorElement>(active);
  return (
    <nav aria-label={label} className={className}>
      <ul className={chipList}>
        {links.map((l) => (
          <li key={l.label}>
            <Link to={l.to} className={chip} aria-current={l.current ? 'page' : undefined} ref={l.current ? activeRef : undefined} preventScrollReset onClick={onPick}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
