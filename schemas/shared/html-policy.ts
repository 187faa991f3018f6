/**
 * The one HTML policy (SECURITY 2-D), used by the projector when it stores article HTML
 * and by the browser's <SafeHtml> before rendering it.
 */
/**
 * 2: `data:` URLs are refused on media tags too (DOMPurify's DATA_URI_TAGS exception closed); `template` forbidden; sanitised to a fixed point.
 * 3: harmless non-URL attribute values (colspan, dir, lang, start) are kept; URL attributes are judged by SAFE_URL.
 */
export const HTML_POLICY_VERSION = 3;

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
