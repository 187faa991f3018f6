import type { ArticleDto } from '../../schemas/articles/queries.js';
import { LOGO_PNG_PATH, LOGO_SIZE, ogImageAlt, ogImagePath } from '../../schemas/articles/images.js';
import type { Deps } from '../shared/deps.js';
import { esc, imageTags, jsonLd, metaTags, origin, SITE_NAME } from '../shared/head.js';
import { publishedBySlug } from './queries.js';

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
    ...metaTags({ 'og:type': 'article', 'og:site_name': SITE_NAME, 'og:title': a.title, 'og:description': a.excerpt, 'og:url': url, 'article:published_time': a.createdAt }),
    ...imageTags(base + ogImagePath(a), ogImageAlt(a.title)),
    ...metaTags({ 'twitter:title': a.title, 'twitter:description': a.excerpt }),
    `<script type="application/ld+json">${jsonLd(ld)}</script>`,
  ].join('\n    ');
}

/** The published article an /articles/<slug> path shows (`match` null for any other path). */
export const articleAt = (deps: Deps, path: string) => {
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

const safeDecode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
