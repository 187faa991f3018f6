import Router from '@koa/router';
import type { Context } from 'koa';
import { SITE_OG_ALT, SITE_OG_PATH } from '../schemas/articles/images.js';
import { isPagePath } from '../schemas/shared/pages.js';
import { articleAt, serverHead } from './articles/seo.js';
import { listPublished, listTags } from './articles/queries.js';
import { tagPath } from '../schemas/articles/tags.js';
import { listArchive } from './newsletter/issues.queries.js';
import type { NewsletterArchiveItem } from '../schemas/newsletter/issues.js';
import type { Deps } from './shared/deps.js';
import { esc, imageTags, origin, SITE_NAME } from './shared/head.js';

/*
 * What the site as a whole says about itself: the head every page carries, the shell's head for
 * pages the browser renders, robots.txt, the sitemap and the RSS feed. A composition root, like
 * api/app.ts: it reads the articles (an article page's own head, the feed's items) directly.
 */

const SITE_DESCRIPTION =
  'Frank, evidence-based sexual-health education for adults: articles, expert interviews, product reviews and a supportive community.';

/** The tags every page carries: the site's origin for the client's canonical links, and the feed. */
export function siteHeadTags(deps: Deps): string {
  const rss = `<link rel="alternate" type="application/rss+xml" title="${SITE_NAME}: articles" href="/rss.xml" />`;
  // The client builds each page's canonical and og:url from this origin, never from location.host.
  const site = `<meta name="osg:origin" content="${esc(origin(deps))}" />`;
  return `${site}\n    ${rss}`;
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

const PRIVATE = ['/admin', '/profile', '/search', '/newsletter', '/login', '/register', '/forgot-password', '/reset-password'];
/** Public pages worth indexing; the sitemap lists those the client serves today (a page path answers 200). */
const ARCHIVE = '/newsletter/archive';
const PUBLIC_PAGES = ['/', '/articles', '/experts', '/forum', '/products', '/about', '/terms', '/privacy', '/contact', ARCHIVE].filter(isPagePath);

/** Every sent, public issue of the newsletter, read a page at a time through the archive's own query. */
function archivedIssues(deps: Deps): NewsletterArchiveItem[] {
  const all: NewsletterArchiveItem[] = [];
  let cursor: string | undefined;
  do {
    const page = listArchive(deps.rm, cursor);
    all.push(...page.issues);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** robots.txt, sitemap.xml and the RSS feed, generated from the read model. */
export function siteRoutes(deps: Deps) {
  const r = new Router();
  r.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    // The newsletter's archive is public although the rest of /newsletter (links with tokens) is not.
    ctx.body = ['User-agent: *', `Allow: ${ARCHIVE}`, ...PRIVATE.map((p) => `Disallow: ${p}`), 'Disallow: /_api/', '', `Sitemap: ${origin(deps)}/sitemap.xml`, ''].join('\n');
  });
  r.get('/sitemap.xml', (ctx) => {
    const base = origin(deps);
    const urls = [
      ...PUBLIC_PAGES.map((p) => `  <url><loc>${esc(base + p)}</loc></url>`),
      ...listPublished(deps.rm).map(
        (a) => `  <url><loc>${esc(`${base}/articles/${encodeURIComponent(a.slug)}`)}</loc><lastmod>${a.updatedAt.slice(0, 10)}</lastmod></url>`,
      ),
      ...listTags(deps.rm).map((t) => `  <url><loc>${esc(base + tagPath(t))}</loc></url>`),
      ...archivedIssues(deps).map((i) => `  <url><loc>${esc(`${base}${ARCHIVE}/${encodeURIComponent(i.slug)}`)}</loc><lastmod>${i.sentAt.slice(0, 10)}</lastmod></url>`),
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
