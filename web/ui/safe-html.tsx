import createDOMPurify from 'dompurify';
import { useMemo } from 'react';
import { htmlPolicy, LINK_REL, SAFE_URL, URL_ATTRIBUTES } from '../../schemas/shared/html-policy';
import * as styles from './safe-html.css';

/** DOMPurify's own whitespace set, stripped before a URL is judged (as DOMPurify does). */
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

let purifier: ReturnType<typeof createDOMPurify> | undefined;

/**
 * A private DOMPurify instance with the same hooks as the projector's (projections/articles/sanitize.ts),
 * so the browser applies exactly the stored policy and nobody else's hooks leak into it.
 */
function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !SAFE_URL.test(data.attrValue.replace(ATTR_WHITESPACE, ''))) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('rel', LINK_REL);
      if (/^https:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
  });
  return purifier;
}

export function sanitize(html: string): string {
  return instance().sanitize(html, { ...htmlPolicy, RETURN_TRUSTED_TYPE: false } as never) as unknown as string;
}

type SafeHtmlProps = { html: string; className?: string | undefined; variant?: 'article' | 'plain' };

/**
 * The one HTML sink of the web app (SECURITY 2-D). The server stores sanitised HTML already;
 * sanitising again here means a read-model bug or a compromised API still cannot run script.
 */
export function SafeHtml({ html, className, variant = 'article' }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  const cls = [variant === 'article' ? styles.prose : styles.plain, className].filter(Boolean).join(' ');
  // eslint-disable-next-line react/no-danger -- the single audited sink; input is sanitised on the line above.
  return <div className={cls} dangerouslySetInnerHTML={{ __html: clean }} />;
}
