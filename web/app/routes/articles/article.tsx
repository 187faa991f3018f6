import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../../features/auth/api/get-session';
import { useArticle } from '../../../features/articles/api/get-article';
import { ArticleCover } from '../../../features/articles/components/article-cover';
import { ArticleHeader } from '../../../features/articles/components/article-header';
import { ArticleTags } from '../../../features/articles/components/article-tags';
import type { Article } from '../../../features/articles/api/types';
import { ArticleNotFound, ArticleSkeleton } from '../../../features/articles/components/article-states';
import { TrustBox } from '../../../features/articles/components/trust-box';
import { authorName } from '../../../features/articles/lib/article-meta';
import { DeferredCommentSection } from '../../../features/comments/components/deferred-comment-section';
import { ShareControl } from '../../../features/share/components/share-control';
import { ogImageAlt, ogImagePath } from '../../../../schemas/articles/images';
import { absoluteUrl } from '../../../lib/site-origin';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { serverHtmlPending } from '../../../lib/hydration';
import { loadSanitizer, SafeHtml } from '../../../ui/safe-html';
import * as styles from './article.css';

// Reached by a client-side navigation, the article's HTML must be sanitised before it is inserted:
// fetch the sanitiser alongside the article instead of after it.
if (typeof window !== 'undefined' && !serverHtmlPending()) void loadSanitizer();

/** /articles/:articleSlug: the article, its trust box and its comment thread. */
export function ArticleRoute() {
  const { articleSlug = '' } = useParams();
  const article = useArticle(articleSlug);
  const auth = useAuth();

  if (article.isPending) return <ArticleSkeleton />;
  if (article.isError || !article.data) return <ArticleNotFound />;

  const a = article.data;
  // The canonical address, whatever query string, trailing slash or host name brought the reader here.
  const path = `/articles/${encodeURIComponent(a.slug)}`;
  const url = absoluteUrl(path) ?? `${window.location.origin}${path}`;
  const viewer = auth.status === 'authenticated' ? { id: auth.user.id, displayName: auth.user.displayName } : null;

  return (
    <div className={styles.page}>
      <PageMeta title={pageTitle(a.title)} description={a.excerpt} path={path} type="article" author={authorName(a.authorDisplayName)} image={{ path: ogImagePath(a), alt: ogImageAlt(a.title) }} />

      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Articles', to: '/articles' }, { label: a.title }]} />
      <ArticleBody article={a} share={<ShareControl url={url} title={a.title} text={a.excerpt} mode="compact" />}>
        <footer className={styles.footer}>
          <ShareControl url={url} title={a.title} text={a.excerpt} mode="expanded" />
          <Link to="/articles" className={styles.back}><span aria-hidden="true">← </span>Back to all articles</Link>
        </footer>
      </ArticleBody>
      <DeferredCommentSection articleId={a.id} viewer={viewer} authPending={auth.status === 'loading'} />
    </div>
  );
}

/** The article itself, as readers see it: on its page and on a preview link's (preview.tsx). */
export function ArticleBody({ article: a, share, children }: { article: Article; share?: ReactNode; children?: ReactNode }) {
  return (
    <article className={styles.article}>
      <ArticleHeader article={a} share={share} />
      <ArticleCover article={a} variant="hero" priority />
      <SafeHtml html={a.content} />
      <ArticleTags tags={a.tags} />
      <TrustBox article={a} />
      {children}
    </article>
  );
}
