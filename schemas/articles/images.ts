/**
 * Where an article's images live: one contract for the server that draws them (api/images/) and
 * the client and server renderer that name them in <img> and Open Graph tags. No zod here: the
 * client imports it, and zod's eval probe trips the CSP.
 *
 * Every input of an image is in its URL (the cover's slug and category; the Open Graph image's
 * title and category through `ogTag`), so a URL never changes meaning and is cached immutably.
 * Bump a version when its drawing changes: every URL changes with it.
 */
export const COVER_VERSION = 1;
export const OG_VERSION = 1;

/** The cover's intrinsic size (16:9): the <img> width and height that reserve its box. */
export const COVER_SIZE = { width: 640, height: 360 } as const;
export const OG_SIZE = { width: 1200, height: 630 } as const;
export const LOGO_SIZE = { width: 512, height: 512 } as const;

type CoverInput = { slug: string; category: string };
type OgInput = CoverInput & { title: string };

/** 32-bit FNV-1a of the UTF-16 code units, as 8 hex digits: a cache tag the browser can compute synchronously. */
export function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Changes whenever what the Open Graph image shows changes (its title, category or template). */
export const ogTag = (a: Pick<OgInput, 'title' | 'category'>) => fnv1a(`${OG_VERSION}\u0000${a.title}\u0000${a.category}`);

export const coverPath = (a: CoverInput) => `/images/covers/${encodeURIComponent(a.category)}/${encodeURIComponent(a.slug)}.svg?v=${COVER_VERSION}`;
export const ogImagePath = (a: OgInput) => `/images/og/${encodeURIComponent(a.slug)}.png?v=${ogTag(a)}`;

/** The Open Graph image of every page that has none of its own: the site's name on the brand background. */
export const SITE_OG_PATH = `/images/site-og.png?v=${OG_VERSION}`;
export const LOGO_PNG_PATH = `/images/logo.png?v=${OG_VERSION}`;
export const LOGO_SVG_PATH = `/images/logo.svg?v=${OG_VERSION}`;

/** Open Graph alt texts: the image shows the title (or the site's name) and nothing else worth telling. */
export const ogImageAlt = (title: string) => `${title}, Open Sex Guide`;
export const SITE_OG_ALT = 'Open Sex Guide: sexual-health education for adults';
