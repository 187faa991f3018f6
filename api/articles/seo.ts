import Router from '@koa/router';
import type { Context } from 'koa';
import type { ArticleDto } from '../../schemas/articles/queries.js';
import { LOGO_PNG_PATH, LOGO_SIZE, OG_SIZE, ogImageAlt, ogImagePath, SITE_OG_ALT, SITE_OG_PATH } from '../../schemas/articles/images.js';
import { isPagePath } from '../../schemas/shared/pages.js';
import type { Deps } from '../shared/deps.js';
import { listPublished, publishedBySlug } from './queries.js';

export const SITE_NAME = 'Open Sex Guide';
const SITE_DESCRIPTION =
  'Frank, evidence-based sexual-health education for adults: articles, expert interviews, product reviews and a supportive community.';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
/** JSON inside a <script> data block: no '<' may survive, so '</script>' cannot close it. */
const jsonLd = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/**
 * Every absolute URL we emit starts with the configured public origin (PUBLIC_URL; in
 * development http://localhost:PORT), never the request's Host: a cache or a crawler fed a
 * forged Host would otherwise store and spread links to the forger's site.
 */
const origin = (deps: Deps) => deps.config.publicUrl;

/**
 * Open Graph and Twitter image tags: a 1200 × 630 PNG (api/images), so links preview with the
 * large card. The address is absolute, from the configured origin.
 */
function imageTags(url: string, alt: string): string[] {
  return [
    `<meta property="og:image" content="${esc(url)}" />`,
    `<meta property="og:image:type" content="image/png" />`,
    `<meta property="og:image:width" content="${OG_SIZE.width}" />`,
    `<meta property="og:image:height" content="${OG_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${esc(alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image" content="${esc(url)}" />`,
    `<meta name="twitter:image:alt" content="${esc(alt)}" />`,
  ];
}

function articleHead(a: ArticleDto, url: string, base: string) {
  const author = a.authorDisplayName ?? 'OSG Team';
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    author: { '@type': 'Person', name: author },
    datePublished: a.createdAt,
    dateModified: a.updatedAt,
    mainEntityOfPage: url,
    image: [base + ogImagePath(a)],
    publisher: {
      '@type': 'Organization',
      name: SITE_NAME,
      url: base,
      logo: { '@type': 'ImageObject', url: base + LOGO_PNG_PATH, width: LOGO_SIZE.width, height: LOGO_SIZE.height },
    },
    ...(a.lastReviewed ? { lastReviewed: a.lastReviewed } : {}),
    ...(a.medicalReviewer ? { reviewedBy: { '@type': 'Person', name: a.medicalReviewer.name } } : {}),
  };
  return [
    `<title data-server-head>${esc(`${a.title} | ${SITE_NAME}`)}</title>`,
    `<meta name="description" content="${esc(a.excerpt)}" data-server-head />`,
    `<meta name="author" content="${esc(author)}" data-server-head />`,
    `<link rel="canonical" href="${esc(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${esc(a.title)}" />`,
    `<meta property="og:description" content="${esc(a.excerpt)}" />`,
    `<meta property="og:url" content="${esc(url)}" />`,
    `<meta property="article:published_time" content="${esc(a.createdAt)}" />`,
    ...imageTags(base + ogImagePath(a), ogImageAlt(a.title)),
    `<meta name="twitter:title" content="${esc(a.title)}" />`,
    `<meta name="twitter:description" content="${esc(a.excerpt)}" />`,
    `<script type="application/ld+json">${jsonLd(ld)}</script>`,
  ].join('\n    ');
}

/** The tags every page carries: the site's origin for the client's canonical links, and the feed. */
export function siteHeadTags(deps: Deps): string {
  const rss = `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME}: articles" href="/rss.xml" />`;
  // The client builds each page's canonical and og:url from this origin, never from location.host.
  const site = `<meta name="osg:origin" content="${esc(origin(deps))}" />`;
  return `${site}\n    ${rss}`;
}

const articleAt = (deps: Deps, path: string) => {
  const match = /^\/articles\/([^/]+)\/?$/.exec(path);
  return { match, article: match ? publishedBySlug(deps.rm, safeDecode(match[1]!)) : null };
};

/**
 * The server's own head tags for a server-rendered page (api/ssr): an article's full set (Open Graph,
 * Twitter, JSON-LD); other pages use the tags their PageMeta renders. These win over React's copies.
 */
export function serverHead(deps: Deps, path: string): string {
  const { article } = articleAt(deps, path);
  const base = origin(deps);
  return article ? articleHead(article, `${base}/articles/${encodeURIComponent(article.slug)}`, base) : '';
}

/**
 * The HTML shell for pages the browser renders (and the fallback when server rendering is not
 * built): article pages get their title, description, Open Graph and Twitter tags, canonical link
 * and JSON-LD so shared links preview without JavaScript.
 */
export function renderShell(deps: Deps) {
  return (ctx: Context, html: string): string => {
    const { match, article } = articleAt(deps, ctx.path);
    const head =
      serverHead(deps, ctx.path) ||
      [`<title data-server-head>${SITE_NAME}</title>`, `<meta name="description" content="${esc(SITE_DESCRIPTION)}" data-server-head />`, `<meta property="og:site_name" content="${SITE_NAME}" />`, ...imageTags(origin(deps) + SITE_OG_PATH, SITE_OG_ALT)].join('\n    ');
    if ((match && !article) || !isPagePath(ctx.path)) ctx.status = 404;
    return html
      .replace(/<title>[\s\S]*?<\/title>\s*/, '')
      .replace(/<meta name="description"[^>]*>\s*/, '')
      .replace('</head>', () => `    ${head}\n    ${siteHeadTags(deps)}\n  </head>`);
  };
}

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

const PRIVATE = ['/admin', '/profile', '/search', '/newsletter', '/login', '/register', '/forgot-password', '/reset-password'];
/** Public pages worth indexing; the sitemap lists those the client serves today (a page path answers 200). */
const PUBLIC_PAGES = ['/', '/articles', '/experts', '/forum', '/products', '/about', '/terms', '/privacy', '/contact'].filter(isPagePath);

/** robots.txt, sitemap.xml and the RSS feed, generated from the read model. */
export function seoRoutes(deps: Deps) {
  const r = new Router();
  r.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.body = ['User-agent: *', ...PRIVATE.map((p) => `Disallow: ${p}`), 'Disallow: /_api/', '', `Sitemap: ${origin(deps)}/sitemap.xml`, ''].join('\n');
  });
  r.get('/sitemap.xml', (ctx) => {
    const base = origin(deps);
    const urls = [
      ...PUBLIC_PAGES.map((p) => `  <url><loc>${esc(base + p)}</loc></url>`),
      ...listPublished(deps.rm).map(
        (a) => `  <url><loc>${esc(`${base}/articles/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${a.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
    ];
    ctx.type = 'application/xml; charset=utf-8';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  });
  r.get('/rss.xml', (ctx) => {
    const base = origin(deps);
    const items = listPublished(deps.rm)
      .slice(0, 50)
      .map((a) => {
        const url = `${base}/articles/${encodeURIComponent(a.slug)}`;
        return `    <item>\n      <title>${esc(a.title)}</title>\n      <link>${esc(url)}</link>\n      <guid isPermaLink="true">${esc(url)}</guid>\n      <description>${esc(a.excerpt)}</description>\n      <pubDate>${new Date(a.createdAt).toUTCString()}</pubDate>\n    </item>`;
      });
    ctx.type = 'application/rss+xml; charset=utf-8';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n    <title>${SITE_NAME}</title>\n    <link>${esc(base)}/articles</link>\n    <atom:link href="${esc(base)}/rss.xml" rel="self" type="application/rss+xml" />\n    <description>${esc(SITE_DESCRIPTION)}</description>\n    <language>en</language>\n${items.join('\n')}\n  </channel>\n</rss>\n`;
  });
  return r;
}
