import type { ReactNode } from 'react';
import { Alert } from './alert';
import { ButtonLink } from './button';
import { StatusMessage } from './status-message';
import * as styles from './states.css';

/** What a list or a section shows when it has nothing to show. */
export function EmptyState({ tone, spacious, children }: styles.EmptyVariants & { children: ReactNode }) {
  return <p className={styles.empty({ tone, spacious })}>{children}</p>;
}

/** A loading placeholder: `label` names it for assistive tech, the skeletons inside are decorative. */
export function LoadingState({ label, gap, width, children }: styles.LoadingVariants & { label: string; children: ReactNode }) {
  return <div className={styles.loading({ gap, width })} role="status" aria-label={label}>{children}</div>;
}

export function SkeletonSpacer({ size }: { size?: 'md' | 'lg' }) {
  return <div className={styles.spacer({ size })} />;
}

type LoadErrorProps = { message: string; error: Error | null; details?: 'code' | 'text' };

/** SPEC 8: a fixed sentence for the reader, and what went wrong behind an expandable 'Details'. */
export function LoadError({ message, error, details = 'code' }: LoadErrorProps) {
  return (
    <Alert tone="error">
      {message}
      {error?.message ? (
        <details className={styles.details}>
          <summary className={styles.summary({ look: details })}>Details</summary>
          <p className={styles.detailText({ look: details })}>{error.message}</p>
        </details>
      ) : null}
    </Alert>
  );
}

type MissingPageProps = { title: string; documentTitle?: string; code?: string; back: { to: string; label: string }; children: ReactNode };

/** A page that is not there (the server answers 404 with the same screen) or could not load, with the way back. */
export function MissingPage({ title, documentTitle, code = '404', back, children }: MissingPageProps) {
  return (
    <StatusMessage code={code} title={title} documentTitle={documentTitle} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>}>
      {children}
    </StatusMessage>
  );
}

/** A list of cards while it loads: `count` copies of the skeleton card in the list's own grid. */
export function LoadingGrid({ label, count, className, children }: { label: string; count: number; className: string; children: ReactNode }) {
  return (
    <div role="status" aria-label={label}>
      <ul className={className}>
        {Array.from({ length: count }, (_, i) => <li key={i}>{children}</li>)}
      </ul>
    </div>
  );
}
