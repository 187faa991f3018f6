import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { AdminNav, useAdminNav } from './admin-nav';
import * as styles from './admin-page.css';

type Crumb = { label: string; to?: string };

type AdminPageProps = {
  title: string;
  /** Trail after 'Admin' (SPEC: Admin > Articles > Create Article). */
  crumbs: Crumb[];
  lead?: ReactNode;
  /** Page-level buttons beside the heading ('Create New Article'). */
  actions?: ReactNode;
  documentTitle?: string;
  children: ReactNode;
};

/** Every admin screen: never indexed, breadcrumb, the admin tab bar, heading and actions. */
export function AdminPage({ title, crumbs, lead, actions, documentTitle, children }: AdminPageProps) {
  // 'Admin' leads to the first screen this staff member may use (a moderator's is not Articles).
  const home = useAdminNav()[0]?.to ?? '/admin/articles';
  return (
    <div className={styles.page}>
      <PageMeta title={pageTitle(documentTitle ?? title)} description="Admin area" noindex />
      <header className={styles.header}>
        <Breadcrumb items={[{ label: 'Admin', to: home }, ...crumbs]} />
        <AdminNav />
        <div className={styles.titleRow}>
          <div className={styles.titleBlock}>
            <h1 className={styles.title}>{title}</h1>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </header>
      {children}
    </div>
  );
}
