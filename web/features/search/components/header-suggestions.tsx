import { suggestionTexts as m } from '../../../../schemas/search/limits';
import type { Suggestion } from '../api/get-suggestions';
import * as styles from './header-search.css';

export const SUGGESTIONS_ID = 'header-search-suggestions';
export const suggestionId = (index: number) => `${SUGGESTIONS_ID}-${index}`;

const TYPE_LABELS: Record<Suggestion['type'], string> = { article: 'Article', interview: 'Interview', thread: 'Forum thread' };

type HeaderSuggestionsProps = {
  shown: boolean;
  loading: boolean;
  options: readonly Suggestion[];
  active: number;
  onChoose: (s: Suggestion) => void;
};

/**
 * The combobox's popup. The listbox is always in the page (hidden when closed) so the box's
 * aria-controls names a real element. A press inside never takes focus from the box (mousedown is
 * cancelled), so blur, which closes the list, cannot beat the click that chooses an option.
 */
export function HeaderSuggestions({ shown, loading, options, active, onChoose }: HeaderSuggestionsProps) {
  const status = loading ? m.loadingSuggestions : options.length === 0 ? m.noSuggestions : '';
  return (
    <div className={styles.popup} hidden={!shown} onMouseDown={(e) => e.preventDefault()}>
      <p className={styles.status} role="status" hidden={!status}>{status}</p>
      <ul id={SUGGESTIONS_ID} role="listbox" aria-label="Suggestions" className={styles.listbox} hidden={options.length === 0}>
        {options.map((s, i) => (
          <li
            key={`${s.type}-${s.id}`}
            id={suggestionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onClick={() => onChoose(s)}
          >
            <span className={styles.optionTitle}>{s.title}</span>
            <span className={styles.optionType}>{TYPE_LABELS[s.type]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
