import type { ReactNode } from 'react';
import { Card } from '../../../ui/card';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import * as styles from './auth-page.css';

type AuthPageProps = { title: string; subtitle?: ReactNode; description?: string; children: ReactNode; footer?: ReactNode; aside?: ReactNode };

/** The narrow centred frame shared by the sign-in, sign-up and password-reset screens. */
export function AuthPage({ title, subtitle, description, children, footer, aside }: AuthPageProps) {
  return (
    <div className={styles.wrap}>
      <PageMeta title={pageTitle(title)} description={description ?? (typeof subtitle === 'string' ? subtitle : undefined)} noindex />
      <div className={styles.intro}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      <Card padding="lg" elevation="raised">{children}</Card>
      {aside}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
