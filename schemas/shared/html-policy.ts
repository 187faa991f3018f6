/**
 * The one HTML policy (SECURITY 2-D), used by the projector when it stores article HTML
 * and by the browser's <SafeHtml> before rendering it.
 */
/** 2: `data:` URLs are refused on media tags too (DOMPurify's DATA_URI_TAGS exception closed); `template` forbidden; sanitised to a fixed point. */
export const HTML_POLICY_VERSION = 2;

export const htmlPolicy = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['svg', 'math', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'style', 'script', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'template'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action'],
  /** https:, mailto:, same-site relative paths and fragments only. */
  ALLOWED_URI_REGEXP: /^(?:https:|mailto:|\/(?!\/)|#)/i,
  ALLOW_DATA_ATTR: false,
} as const;

/** Links open safely and carry no endorsement. */
export const LINK_REL = 'noopener noreferrer nofollow ugc';
