import createDOMPurify from 'dompurify';
import { applyHtmlPolicy } from '../../schemas/shared/html-policy';

/** A private DOMPurify instance with the projector's exact policy, so nobody else's hooks leak into it. */
export function createPurifier(): (html: string) => string {
  const purifier = createDOMPurify(window);
  applyHtmlPolicy(purifier as never);
  return (html) => purifier.sanitize(html) as unknown as string;
}
