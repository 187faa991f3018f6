import createDOMPurify from 'dompurify';
import { useMemo } from 'react';
import { applyHtmlPolicy } from '../../schemas/shared/html-policy';
import * as styles from './safe-html.css';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/** A private DOMPurify instance with the projector's exact policy, so nobody else's hooks leak into it. */
function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  applyHtmlPolicy(purifier as never);
  return purifier;
}

export function sanitize(html: string): string {
  return instance().sanitize(html) as unknown as string;
}

type SafeHtmlProps = { html: string; className?: string | undefined; variant?: 'article' | 'plain' };

/**
 * The one HTML sink of the web app (SECURITY 2-D). The server stores sanitised HTML already;
 * sanitising again here means a read-model bug or a compromised API still cannot run script.
 * The server renderer (no DOM) writes the read model's sanitised HTML as it is; the browser
 * sanitises it again before hydrating, and sanitising is idempotent, so both give the same markup.
 */
export function SafeHtml({ html, className, variant = 'article' }: SafeHtmlProps) {
  const clean = useMemo(() => (typeof window === 'undefined' ? html : sanitize(html)), [html]);
  const cls = [variant === 'article' ? styles.prose : styles.plain, className].filter(Boolean).join(' ');
  // eslint-disable-next-line react/no-danger -- the single audited sink; input is sanitised on the line above.
  return <div className={cls} dangerouslySetInnerHTML={{ __html: clean }} />;
}
