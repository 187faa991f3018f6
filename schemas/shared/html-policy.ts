/**
 * The one HTML policy (SECURITY 2-D), used by the projector when it stores article HTML
 * and by the browser's <SafeHtml> before rendering it.
 */
/**
 * 2: `data:` URLs are refused on media tags too (DOMPurify's DATA_URI_TAGS exception closed); `template` forbidden; sanitised to a fixed point.
 * 3: harmless non-URL attribute values (colspan, dir, lang, start) are kept; URL attributes are judged by SAFE_URL.
 * 4: an <img> is kept only when it is an image uploaded for article content (OWN_CONTENT_IMAGE)
 *    with its width and height, and then loads lazily; every other image is removed.
 */
export const HTML_POLICY_VERSION = 4;

/**
 * The `src` of an image uploaded for article content (schemas/articles/uploads.ts makes these
 * paths; its test checks that they match): served by this site, re-encoded, never a tracker.
 */
export const OWN_CONTENT_IMAGE = /^\/article-images\/[A-Za-z0-9_-]{22}-i[1-9][0-9]{0,3}\.webp$/;
/** An image's width or height attribute: a whole number of pixels from 1 to 9999. */
const PIXELS = /^[1-9][0-9]{0,3}$/;

/** Whether an <img> (after its attributes were sanitised) may stay: ours, with its box. */
const keepImage = (node: Element) =>
  OWN_CONTENT_IMAGE.test(node.getAttribute('src') ?? '') && PIXELS.test(node.getAttribute('width') ?? '') && PIXELS.test(node.getAttribute('height') ?? '');

/** https:, mailto:, same-site relative paths and fragments only (for URL attributes). */
export const SAFE_URL = /^(?:https:|mailto:|\/(?!\/)|#)/i;

/** Attributes whose value is a URL: each must match SAFE_URL or is removed. */
export const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc', 'usemap', 'ping']);

export const htmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['svg', 'math', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'style', 'script', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'template'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  /**
   * DOMPurify tests every attribute value against this, so it refuses any scheme other than
   * https: and mailto: but lets plain values (colspan="2", dir="rtl") through; URL attributes
   * are then held to SAFE_URL by a hook, in the projector and in the browser alike.
   */
  ALLOWED_URI_REGEXP: /^(?:(?:https|mailto):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
} as const;

/** Links open safely and carry no endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow ugc';

/** DOMPurify's own whitespace set, stripped before a URL is judged (as DOMPurify does). */
const ATTR_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** The part of a DOMPurify instance the policy needs (the projector's jsdom one or the browser's). */
interface Purifier {
  setConfig(cfg: object): void;
  addHook(hook: 'uponSanitizeAttribute', cb: (node: Element, data: { attrName: string; attrValue: string; keepAttr: boolean }) => void): void;
  addHook(hook: 'afterSanitizeAttributes', cb: (node: Element) => void): void;
}

/**
 * Configures a private DOMPurify instance with the policy and its hooks, so the projector and
 * the browser apply exactly the same rules: URL attributes held to SAFE_URL (DOMPurify would
 * otherwise let `data:` through on media tags), and safe `rel`/`target` on links.
 */
export function applyHtmlPolicy(purifier: Purifier): void {
  purifier.setConfig({ ...htmlPolicy, RETURN_TRUSTED_TYPE: false });
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !SAFE_URL.test(data.attrValue.replace(ATTR_WHITESPACE, ''))) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG') {
      // Removing the node being visited is what DOMPurify itself does with a forbidden element.
      if (!keepImage(node)) node.remove();
      else {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
      return;
    }
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('rel', LINK_REL);
      if (/^https:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    }
  });
}
