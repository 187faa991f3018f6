import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { expertMessages } from '../../../../schemas/experts/messages';
import { Button } from '../../../ui/button';
import { cardGrid } from '../../../ui/card.css';
import { ChipLinks } from '../../../ui/chips';
import { useKeepTyped } from '../../../lib/typed-before-hydration';
import { GetSearchForm } from '../../../ui/get-search-form';
import { EmptyState, LoadError, LoadingGrid } from '../../../ui/states';
import { useExperts } from '../api/get-experts';
import { parseExpertQuery, SPECIALIZATIONS, type Specialization } from '../lib/expert-meta';
import { EXPERTS_PATH, expertsPath } from '../lib/paths';
import * as cardStyles from './expert-card.css';
import { ExpertCard, ExpertCardSkeleton } from './expert-card';
import * as styles from './expert-directory.css';

/** How long typing pauses before the search runs (the URL follows the box). */
const SEARCH_DEBOUNCE_MS = 300;
const SKELETONS = 4;
const grid = cardGrid({ min: 'xl', compact: true });

/**
 * The search box's text, which the address follows 300 ms after typing pauses (replace, so Back leaves
 * the page rather than stepping through keystrokes). The badges link with the box's text, not the
 * address's, so a badge clicked before the pause ends keeps what was typed, and cancels the pending
 * search rather than racing it.
 */
function useSearchText(q: string, specialization: Specialization | null) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const timer = useRef<number | undefined>(undefined);
  // The address changed (Back, a badge): the box shows what is searched, keeping what the reader is
  // typing when it is the same search (a trailing space stays).
  // Only on a change of address: on mount the box already shows q, or what the reader typed before
  // hydration (useKeepTyped, whose effect in the box runs first), which must stay.
  const shownQ = useRef(q);
  useEffect(() => {
    if (shownQ.current === q) return;
    shownQ.current = q;
    setText((current) => (parseExpertQuery(current) === q ? current : q));
  }, [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A pending search runs against the address as it is when it fires, not as it was when the reader
  // typed.
  const latest = useRef({ q, specialization });
  latest.current = { q, specialization };
  const cancel = () => window.clearTimeout(timer.current);
  const go = (value: string) => {
    const next = parseExpertQuery(value);
    const now = latest.current;
    if (next !== now.q) navigate(expertsPath(next, now.specialization), { replace: true, preventScrollReset: true });
  };
  const change = (value: string) => {
    setText(value);
    cancel();
    timer.current = window.setTimeout(() => go(value), SEARCH_DEBOUNCE_MS);
  };
  const submit = () => {
    cancel();
    go(text);
  };
  return { text, change, submit, cancel };
}

/** The search box is a GET form on /experts (it works before the scripts load); with them, the list follows the box. */
function ExpertSearch({ text, specialization, onChange, onSubmit }: {
  text: string;
  specialization: Specialization | null;
  onChange: (value: string) => void;
  onSubmit: () => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useKeepTyped(box, text, onChange);
  const searchBox = { ref: box, id: 'expert-search', label: 'Search experts', name: 'q', maxLength: 100, placeholder: 'Search experts by name, title or topic', className: styles.searchInput };
  return (
    <GetSearchForm label="Search experts" action={EXPERTS_PATH} className={styles.search} onSubmit={onSubmit} box={searchBox} text={text} onText={onChange}>
      {specialization ? <input type="hidden" name="specialization" value={specialization} /> : null}
      <Button type="submit" tone="secondary">Search</Button>
    </GetSearchForm>
  );
}

/** SPEC 2: the specialization badges, All first; links, so each filter is an address and Back undoes it. */
function SpecializationFilter({ q, active, onPick }: { q: string; active: Specialization | null; onPick: () => void }) {
  const links = [null, ...SPECIALIZATIONS].map((s) => ({ label: s ?? 'All', to: expertsPath(q, s), current: s === active }));
  return <ChipLinks label="Specializations" links={links} active={active} className={styles.filters} onPick={onPick} />;
}

function ExpertResults({ q, specialization }: { q: string; specialization: Specialization | null }) {
  const experts = useExperts(q, specialization);
  if (experts.isPending) {
    return <LoadingGrid label="Loading experts" count={SKELETONS} className={grid}><ExpertCardSkeleton /></LoadingGrid>;
  }
  if (experts.isError) return <LoadError message={expertMessages.loadPage} error={experts.error} details="text" />;
  const list = experts.data;
  const updating = experts.isPlaceholderData;
  return (
    <div aria-busy={updating || undefined} className={updating ? cardStyles.updating : undefined}>
      <p className={styles.summary} role="status">
        {updating ? 'Searching…' : list.length === 0 ? '' : `${list.length} ${list.length === 1 ? 'expert' : 'experts'}`}
      </p>
      {list.length === 0 ? (
        <EmptyState tone="dashed">{expertMessages.noExperts}</EmptyState>
      ) : (
        <ul className={grid} aria-label="Experts">
          {list.map((e) => <li key={e.id}><ExpertCard expert={e} /></li>)}
        </ul>
      )}
    </div>
  );
}

/** 'Meet Our Experts': the text search (`q`), the specialization badges and the matching experts. */
export function ExpertDirectory({ q, specialization }: { q: string; specialization: Specialization | null }) {
  const search = useSearchText(q, specialization);
  return (
    <>
      <div className={styles.controls}>
        <ExpertSearch text={search.text} specialization={specialization} onChange={search.change} onSubmit={search.submit} />
        <SpecializationFilter q={parseExpertQuery(search.text)} active={specialization} onPick={search.cancel} />
      </div>
      <ExpertResults q={q} specialization={specialization} />
    </>
  );
}
