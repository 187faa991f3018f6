import { OG_SIZE } from '../../schemas/articles/images.js';
import type { Deps } from './deps.js';

/** Head tags the server writes into pages (api/site.ts, api/articles/seo.ts). */
export const SITE_NAME = 'Open Sex Guide';

export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** JSON inside a <script> data block: no '<' may survive, so '</script>' cannot close it. */
export const jsonLd = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Every absolute URL we emit starts with the configured public origin (PUBLIC_URL; in
 * development http://localhost:PORT), never the request's Host: a cache or a crawler fed a
 * forged Host would otherwise store and spread links to the forger's site.
 */
export const origin = (deps: Pick<Deps, 'config'>) => deps.config.publicUrl;

/**
 * `<meta>` tags, one per key in order, each content escaped: Open Graph's keys (`og:` and its
 * `article:` namespace) go in `property`, as that protocol asks; every other key (`twitter:`) in `name`.
 */
export function metaTags(tags: Record<string, string | number>): string[] {
  return Object.entries(tags).map(([key, content]) => `<meta ${/^(og|article):/.test(key) ? 'property' : 'name'}="${key}" content="${esc(String(content))}" />`);
}

/**
 * Open Graph and Twitter image tags: a 1200 × 630 PNG (api/images), so links preview with the
 * large card. The address is absolute, from the configured origin.
 */
export function imageTags(url: string, alt: string): string[] {
  return metaTags({
    'og:image': url, 'og:image:type': 'image/png', 'og:image:width': OG_SIZE.width, 'og:image:height': OG_SIZE.height, 'og:image:alt': alt,
    'twitter:card': 'summary_large_image', 'twitter:image': url, 'twitter:image:alt': alt,
  });
}
