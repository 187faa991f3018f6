import type { ReactNode } from 'react';
import * as styles from './page-header.css';

type PageHeaderProps = { title: string; lead?: ReactNode; before?: ReactNode; documentTitle?: string };

/** Page heading plus the document title (React 19 hoists <title> into <head>). */
export function PageHeader({ title, lead, before, documentTitle }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <title>{`${documentTitle ?? title} | Open Sex Guide`}</title>
      {before}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
