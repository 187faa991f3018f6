import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { expertMessages } from '../../../../schemas/experts/messages';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Button } from '../../../ui/button';
import { input } from '../../../ui/field.css';
import { useExperts } from '../api/get-experts';
import { SPECIALIZATIONS, type Specialization } from '../lib/expert-meta';
import { EXPERTS_PATH, expertsPath } from '../lib/paths';
import * as cardStyles from './expert-card.css';
import { ExpertCard, ExpertCardSkeleton } from './expert-card';
import * as styles from './expert-directory.css';
import { LoadError } from './load-error';

/** How long typing pauses before the search runs (the URL follows the box). */
const SEARCH_DEBOUNCE_MS = 300;
const SKELETONS = 4;

/**
 * The search box is a GET form on /experts (it works before the scripts load); with them, the list
 * follows the box as the reader types, and the address keeps `q` and `specialization` (replace, so
 * Back leaves the page rather than stepping through keystrokes).
 */
function ExpertSearch({ q, specialization }: { q: string; specialization: Specialization | null }) {
  const navigate = useNavigate();
  const [text, setText] = useState(q);
  const timer = useRef<number | undefined>(undefined);
  // The address changed (Back, a badge): the box shows what is searched, keeping what the reader is
  // typing when it is the same search (a trailing space stays).
  useEffect(() => setText((current) => (current.trim().slice(0, 100) === q ? current : q)), [q]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  // A pending search runs against the address as it is when it fires, not as it was when the reader
  // typed: a badge clicked meanwhile must not be undone by the timer.
  const latest = useRef({ q, specialization });
  latest.current = { q, specialization };
  const go = (value: string) => {
    const next = value.trim().slice(0, 100);
    const now = latest.current;
    if (next !== now.q) navigate(expertsPath(next, now.specialization), { replace: true, preventScrollReset: true });
  };
  const onChange = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => go(value), SEARCH_DEBOUNCE_MS);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    window.clearTimeout(timer.current);
    go(text);
  };
  return (
    <form role="search" aria-label="Search experts" action={EXPERTS_PATH} method="get" className={styles.search} onSubmit={onSubmit}>
      <label htmlFor="expert-search" className={visuallyHidden}>Search experts</label>
      <input
        id="expert-search"
        type="search"
        name="q"
        maxLength={100}
        placeholder="Search experts by name, title or topic"
        className={`${input()} ${styles.searchInput}`}
        value={text}
        onChange={(e) => onChange(e.target.value)}
      />
      {specialization ? <input type="hidden" name="specialization" value={specialization} /> : null}
      <Button type="submit" tone="secondary">Search</Button>
    </form>
  );
}

/** SPEC 2: the specialization badges, All first; links, so each filter is an address and Back undoes it. */
function SpecializationFilter({ q, active }: { q: string; active: Specialization | null }) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  const items: { value: Specialization | null; label: string }[] = [{ value: null, label: 'All' }, ...SPECIALIZATIONS.map((s) => ({ value: s, label: s }))];
  return (
    <nav aria-label="Specializations" className={styles.filters}>
      <ul className={styles.chips}>
        {items.map((item) => {
          const current = item.value === active;
          return (
            <li key={item.label}>
              <Link
                to={expertsPath(q, item.value)}
                className={styles.chip}
                aria-current={current ? 'page' : undefined}
                ref={current ? activeRef : undefined}
                preventScrollReset
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ExpertResults({ q, specialization }: { q: string; specialization: Specialization | null }) {
  const experts = useExperts(q, specialization);
  if (experts.isPending) {
    return (
      <div role="status" aria-label="Loading experts">
        <ul className={cardStyles.grid}>
          {Array.from({ length: SKELETONS }, (_, i) => <li key={i}><ExpertCardSkeleton /></li>)}
        </ul>
      </div>
    );
  }
  if (experts.isError) return <LoadError message={expertMessages.loadPage} error={experts.error} />;
  const list = experts.data;
  const updating = experts.isPlaceholderData;
  return (
    <div aria-busy={updating || undefined} className={updating ? cardStyles.updating : undefined}>
      <p className={styles.summary} role="status">
        {updating ? 'Searching…' : list.length === 0 ? '' : `${list.length} ${list.length === 1 ? 'expert' : 'experts'}`}
      </p>
      {list.length === 0 ? (
        <p className={cardStyles.empty}>{expertMessages.noExperts}</p>
      ) : (
        <ul className={cardStyles.grid} aria-label="Experts">
          {list.map((e) => <li key={e.id}><ExpertCard expert={e} /></li>)}
        </ul>
      )}
    </div>
  );
}

/** 'Meet Our Experts': the text search (`q`), the specialization badges and the matching experts. */
export function ExpertDirectory({ q, specialization }: { q: string; specialization: Specialization | null }) {
  return (
    <>
      <div className={styles.controls}>
        <ExpertSearch q={q} specialization={specialization} />
        <SpecializationFilter q={q} active={specialization} />
      </div>
      <ExpertResults q={q} specialization={specialization} />
    </>
  );
}
