import { webUrl } from './web-url';

/**
 * The site's public origin, as the server wrote it into the page (`<meta name="osg:origin">`, else
 * the origin of its `<link rel="canonical">`). Canonical links and og:url are built from it, never from
 * `location`: the address a visitor typed (an IP, a proxy's host) is not the site's name.
 * Read once, before main.tsx removes the server's head tags.
 */
let cached: string | null | undefined;

const originOf = (value: string | null | undefined): string | null => webUrl(value)?.origin ?? null;

export function siteOrigin(doc?: Pick<Document, 'querySelector'>): string | null {
  if (cached !== undefined) return cached;
  // On the server there is no document: the renderer sets the origin first (setSiteOrigin).
  if (!doc && typeof document === 'undefined') return null;
  doc ??= document;
  const meta = doc.querySelector('meta[name="osg:origin"]')?.getAttribute('content');
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  cached = originOf(meta) ?? originOf(canonical);
  return cached;
}

/** The absolute address of a path on this site, or null while the origin is unknown. */
export function absoluteUrl(path: string): string | null {
  const origin = siteOrigin();
  return origin ? `${origin}${path}` : null;
}

/** The server renderer's origin (config.publicUrl): server-rendered pages never use the request's Host. */
export function setSiteOrigin(origin: string) {
  cached = originOf(origin);
}
