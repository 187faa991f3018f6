import { use, useState } from 'react';
import { claimServerHtml } from '../lib/hydration';
import * as styles from './safe-html.css';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/** DOMPurify is its own chunk (about 9 KB compressed): fetched the first time the browser must insert HTML. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./purifier').then((m) => (sanitizer = m.createPurifier()));
  return loading;
}

export async function sanitize(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

type SafeHtmlProps = { html: string; className?: string | undefined; variant?: 'article' | 'plain' };

/**
 * The one HTML sink of the web app (SECURITY 2-D). The server stores sanitised HTML already;
 * sanitising again in the browser means a read-model bug or a compromised API still cannot run
 * script. The server renderer (no DOM) writes the read model's sanitised HTML as it is. Hydrating,
 * a sink whose element already holds exactly this HTML (parsed by the browser from the page itself)
 * adopts it: React keeps the nodes and inserts nothing (web/lib/hydration.ts). Every other render
 * (a client-side navigation, new content) sanitises first, suspending until the sanitiser has loaded
 * (the nearest Suspense boundary shows meanwhile).
 */
export function SafeHtml({ html, className, variant = 'article' }: SafeHtmlProps) {
  const [adopted] = useState(() => (typeof window === 'undefined' || claimServerHtml(html) ? html : null));
  const clean = html === adopted ? html : (sanitizer ?? use(loadSanitizer()))(html);
  const cls = [variant === 'article' ? styles.prose : styles.plain, className].filter(Boolean).join(' ');
  // eslint-disable-next-line react/no-danger -- the single audited sink; input is sanitised on the line above.
  return <div className={cls} data-html-sink="" dangerouslySetInnerHTML={{ __html: clean }} />;
}
