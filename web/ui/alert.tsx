import type { ReactNode } from 'react';
import { alert } from './alert.css';

type AlertProps = { tone?: 'error' | 'success' | 'info' | 'warning'; children: ReactNode; title?: string; live?: boolean };

/** Results that appear after an action (errors, successes) are live regions; static notes are not. */
export function Alert({ tone = 'info', children, title, live = tone === 'error' || tone === 'success' }: AlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div className={alert({ tone })} role={role}>
      {title ? <strong>{title} </strong> : null}
      {children}
    </div>
  );
}
