import type { ReactNode } from 'react';
import * as styles from './page-header.css';
import { PageMeta, pageTitle } from './page-meta';

export type PageHeaderProps = {
  title: string;
  lead?: ReactNode;
  before?: ReactNode;
  documentTitle?: string;
  /** The meta description; the site's own when omitted. */
  description?: string | undefined;
  /** The canonical path, when it is more than the pathname (a category filter, a page number). */
  path?: string | undefined;
  noindex?: boolean;
};

/** Page heading plus the page's head tags (React 19 hoists them into <head>). */
export function PageHeader({ title, lead, before, documentTitle, description, path, noindex = false }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <PageMeta title={pageTitle(documentTitle ?? title)} description={description} path={path} noindex={noindex} />
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
