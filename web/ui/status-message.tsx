import type { ReactNode } from 'react';
import { PageMeta, pageTitle } from './page-meta';
import * as styles from './status-message.css';

type StatusMessageProps = {
  /** The HTTP-like status shown large above the heading ('404', '403'). */
  code: string;
  title: string;
  /** The document title, when it differs from the heading. */
  documentTitle?: string;
  /** The meta description; the site's own when omitted. */
  description?: string;
  children: ReactNode;
  action: ReactNode;
};

/**
 * One look for every "this page cannot be shown" screen (an unknown path, a missing article, a
 * forbidden page): none of them is indexed.
 */
export function StatusMessage({ code, title, documentTitle, description, children, action }: StatusMessageProps) {
  const titleId = `status-${code}-title`;
  return (
    <section className={styles.frame} aria-labelledby={titleId}>
      <PageMeta title={pageTitle(documentTitle ?? title)} description={description} noindex />
      <p className={styles.code} data-status-code aria-hidden="true">{code}</p>
      <h1 id={titleId} className={styles.title}>{title}</h1>
      <p className={styles.text}>{children}</p>
      {action}
    </section>
  );
}
