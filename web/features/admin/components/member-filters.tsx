import { useId, useState, type FormEvent } from 'react';
import { ROLES, type Role } from '../../../../schemas/shared/roles';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import type { MemberFilters as Filters } from '../api/members';
import * as listStyles from './admin-list.css';
import { roleLabel } from './member-roles';
import * as styles from './moderation.css';
import { roleSelect } from './member-filters.css';

const SEARCH_MAX = 100;
const asRole = (raw: string): Role | null => ((ROLES as readonly string[]).includes(raw) ? (raw as Role) : null);

/** Search by name or email (submitted), and a role filter (applied at once); both start again at page 1. */
export function MemberFilters({ filters, onChange }: { filters: Filters; onChange: (f: Filters) => void }) {
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = q.trim();
    if ([...value].length > SEARCH_MAX) return setError(`Search for at most ${SEARCH_MAX} characters.`);
    setError(undefined);
    onChange({ ...filters, q: value || null, page: 1 });
  };
  return (
    <div className={listStyles.filters}>
      <form role="search" className={styles.search} onSubmit={submit} aria-label="Search members">
        <Field
          className={styles.searchField} label="Search members" type="search" name="q" value={q} error={error}
          placeholder="Name or email" onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" tone="secondary">Search</Button>
        {filters.q ? <Button tone="ghost" onClick={() => { setQ(''); setError(undefined); onChange({ ...filters, q: null, page: 1 }); }}>Clear</Button> : null}
      </form>
      <div className={listStyles.filter}>
        <label className={listStyles.filterLabel} htmlFor={`${id}-role`}>Role</label>
        <select id={`${id}-role`} className={`${listStyles.select} ${roleSelect}`} value={filters.role ?? ''} onChange={(e) => onChange({ ...filters, role: asRole(e.target.value), page: 1 })}>
          <option value="">All roles</option>
          {ROLES.map((r) => <option key={r} value={r}>{roleLabel[r]}</option>)}
        </select>
      </div>
    </div>
  );
}
