import { useLocation } from 'react-router-dom';
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
};

/**
 * Every page's head tags: title, description, canonical and Open Graph / Twitter. React 19 hoists
 * them into <head> and removes them with the page, so a client-side navigation never keeps the last
 * page's tags; main.tsx drops the server-rendered copies once the first page renders its own.
 */
export function PageMeta({ title, description = SITE_DESCRIPTION, path, type = 'website', noindex = false, author }: PageMetaProps) {
  const { pathname } = useLocation();
  const url = absoluteUrl(path ?? pathname);
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
      <meta name="twitter:card" content="summary" />
    </>
  );
}
