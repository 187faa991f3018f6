import { useLocation } from 'react-router-dom';
import { OG_SIZE, SITE_OG_ALT, SITE_OG_PATH } from '../../schemas/articles/images';
import { absoluteUrl } from '../lib/site-origin';

export const SITE_NAME = 'Open Sex Guide';
export const SITE_DESCRIPTION =
  'Frank, evidence-based sexual-health education for adults: articles, expert interviews, product reviews and a supportive community.';

/** 'Settings' -> 'Settings | Open Sex Guide'. */
export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

type PageMetaProps = {
  /** The whole document title (see pageTitle). */
  title: string;
  description?: string | undefined;
  /** The canonical path; the current pathname (without query) when omitted. */
  path?: string | undefined;
  type?: 'website' | 'article';
  noindex?: boolean;
  author?: string | undefined;
  /** The link-preview image (a 1200 × 630 PNG path on this site); the site's default image when omitted. */
  image?: { path: string; alt: string } | undefined;
};

const SITE_IMAGE = { path: SITE_OG_PATH, alt: SITE_OG_ALT };

/**
 * Every page's head tags: title, description, canonical and Open Graph / Twitter. React 19 hoists
 * them into <head> and removes them with the page, so a client-side navigation never keeps the last
 * page's tags; main.tsx drops the server-rendered copies once the first page renders its own.
 */
export function PageMeta({ title, description = SITE_DESCRIPTION, path, type = 'website', noindex = false, author, image = SITE_IMAGE }: PageMetaProps) {
  const { pathname } = useLocation();
  const url = absoluteUrl(path ?? pathname);
  const imageUrl = absoluteUrl(image.path);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {author ? <meta name="author" content={author} /> : null}
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      {imageUrl ? <meta property="og:image:type" content="image/png" /> : null}
      {imageUrl ? <meta property="og:image:width" content={String(OG_SIZE.width)} /> : null}
      {imageUrl ? <meta property="og:image:height" content={String(OG_SIZE.height)} /> : null}
      {imageUrl ? <meta property="og:image:alt" content={image.alt} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      {imageUrl ? <meta name="twitter:image" content={imageUrl} /> : null}
      {imageUrl ? <meta name="twitter:image:alt" content={image.alt} /> : null}
    </>
  );
}
