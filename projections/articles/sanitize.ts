import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { htmlPolicy, LINK_REL } from '../../schemas/shared/html-policy.js';

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function instance() {
  if (purifier) return purifier;
  const { window } = new JSDOM('');
  purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('rel', LINK_REL);
      if (/^https:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
  });
  return purifier;
}

/** Admin-written HTML as stored in the read model: the policy of SECURITY 2-D applied. */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ...htmlPolicy, RETURN_TRUSTED_TYPE: false } as never) as unknown as string;
}
