import { useId, useState, type FormEvent } from 'react';
import { auditActionLabels, auditActions, auditTargetTypeLabels, auditTargetTypes, type AuditTargetType } from '../../../../schemas/admin/audit';
import { Button } from '../../../ui/button';
import type { AuditFilters as Filters } from '../api/keys';
import * as styles from './admin-list.css';

type AuditFiltersProps = {
  filters: Filters;
  actors: { id: number; displayName: string | null }[];
  onChange: (f: Filters) => void;
};

const targetType = (raw: string): AuditTargetType | null => (auditTargetTypes as readonly string[]).includes(raw) ? (raw as AuditTargetType) : null;
const parseId = (raw: string) => (/^[1-9]\d{0,15}$/.test(raw.trim()) ? Number(raw.trim()) : null);

/** Filters of the trail: staff member (issue 27: editors and moderators act too), action type and target (a type, and optionally one id). */
export function AuditFilters({ filters, actors, onChange }: AuditFiltersProps) {
  const id = useId();
  const [targetId, setTargetId] = useState(filters.targetId ? String(filters.targetId) : '');
  const submitTarget = (e: FormEvent) => {
    e.preventDefault();
    onChange({ ...filters, targetId: parseId(targetId) });
  };
  return (
    <form className={styles.filters} onSubmit={submitTarget} aria-label="Filter the audit trail">
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-actor`}>Staff member</label>
        <select id={`${id}-actor`} className={styles.select} value={filters.actorId ?? ''} onChange={(e) => onChange({ ...filters, actorId: e.target.value ? Number(e.target.value) : null })}>
          <option value="">All staff</option>
          {actors.map((a) => <option key={a.id} value={a.id}>{a.displayName ?? `Staff #${a.id}`}</option>)}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-action`}>Action</label>
        <select id={`${id}-action`} className={styles.select} value={filters.action ?? ''} onChange={(e) => onChange({ ...filters, action: e.target.value || null })}>
          <option value="">All actions</option>
          {auditActions.map((a) => <option key={a} value={a}>{auditActionLabels[a]}</option>)}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-type`}>Target</label>
        <select
          id={`${id}-type`} className={styles.select} value={filters.targetType ?? ''}
          onChange={(e) => onChange({ ...filters, targetType: targetType(e.target.value) })}
        >
          <option value="">All targets</option>
          {auditTargetTypes.map((t) => <option key={t} value={t}>{auditTargetTypeLabels[t]}</option>)}
        </select>
      </div>
      <div className={styles.filter}>
        <label className={styles.filterLabel} htmlFor={`${id}-target`}>Target id</label>
        <input
          id={`${id}-target`} className={styles.select} inputMode="numeric" pattern="[0-9]*" value={targetId} placeholder="Any"
          onChange={(e) => setTargetId(e.target.value)}
        />
      </div>
      <Button type="submit" size="sm" tone="secondary">Apply</Button>
    </form>
  );
}
