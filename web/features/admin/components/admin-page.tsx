import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { AdminNav } from './admin-nav';
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
  return (
    <div className={styles.page}>
      <PageMeta title={pageTitle(documentTitle ?? title)} description="Admin area" noindex />
      <header className={styles.header}>
        <Breadcrumb items={[{ label: 'Admin', to: '/admin/articles' }, ...crumbs]} />
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
