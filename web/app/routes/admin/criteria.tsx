import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { productCategories } from '../../../../schemas/products/events';
import { useStaffCriteria } from '../../../features/admin/api/catalogue';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { CatalogueFilters, filterParams, type CatalogueFilterValues } from '../../../features/admin/components/catalogue-filters';
import { CriterionForm } from '../../../features/admin/components/criterion-form';
import { CriterionRows } from '../../../features/admin/components/criterion-rows';
import * as styles from '../../../features/admin/components/catalogue.css';
import { Pager } from '../../../ui/pager';
import { parsePage } from '../../../ui/pager-model';

const STATUSES = [{ value: 'active', label: 'Active' }, { value: 'retired', label: 'Retired' }];
const parseCategory = (raw: string | null) => ((productCategories as readonly string[]).includes(raw ?? '') ? raw : null);
const parseStatus = (raw: string | null) => (raw === 'active' || raw === 'retired' ? raw : null);

/** /admin/criteria: the rating criteria reviewers rate products by; create, edit, retire (or delete an unused one). */
export function AdminCriteriaRoute() {
  const [params, setParams] = useSearchParams();
  const filters: CatalogueFilterValues = {
    search: params.get('search')?.slice(0, 100) || null,
    category: parseCategory(params.get('category')),
    status: parseStatus(params.get('status')),
  };
  const page = parsePage(params.get('page'));
  const list = useStaffCriteria({ page, ...filters });
  const onChange = useCallback((next: CatalogueFilterValues) => setParams(filterParams(next)), [setParams]);
  const pagination = list.data?.pagination;
  return (
    <AdminPage title="Rating Criteria" crumbs={[{ label: 'Criteria' }]} lead="What reviewers rate products on, per category. A criterion already used in reviews is retired, not deleted.">
      <div className={styles.layout}>
        <div className={styles.page}>
          <CatalogueFilters value={filters} onChange={onChange} searchLabel="Search by name" statuses={STATUSES} />
          <CriterionRows status={list.status} error={list.error} criteria={list.data?.criteria} onReload={() => void list.refetch()} />
          {pagination ? <Pager page={pagination.page} totalPages={pagination.totalPages} href={(p) => `/admin/criteria?${filterParams(filters, p)}`} /> : null}
        </div>
        <CriterionForm onDone={() => undefined} />
      </div>
    </AdminPage>
  );
}
