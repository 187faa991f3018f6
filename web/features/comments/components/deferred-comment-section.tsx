import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps } from 'react';
import * as styles from './comment-section.css';
import { CommentsSkeleton } from './comments-skeleton';

type Props = ComponentProps<typeof import('./comment-section').CommentSection>;

const CommentSection = lazy(() => import('./comment-section').then((m) => ({ default: m.CommentSection })));

/** How far below the viewport the thread starts loading, so it is usually ready when the reader gets there. */
const LOAD_MARGIN = '800px 0px';

function Placeholder({ sectionRef }: { sectionRef?: React.Ref<HTMLElement> }) {
  return (
    <section id="comments" ref={sectionRef} className={styles.section} aria-labelledby="comments-title" aria-busy="true">
      <h2 id="comments-title" className={styles.heading}>Comments</h2>
      <CommentsSkeleton />
    </section>
  );
}

/**
 * The comment thread below an article, loaded when the reader nears it (or arrives through a link to
 * a comment). A first visit is for reading: the thread's code (forms, menus, dialogs, voting) and its
 * request would otherwise be about a third of the page's bytes, spent before the reader reaches it.
 * The server renders the same placeholder, so hydration matches.
 */
export function DeferredCommentSection(props: Props) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near) return;
    if (window.location.hash.startsWith('#comment')) {
      setNear(true);
      return;
    }
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: LOAD_MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <Placeholder sectionRef={ref} />;
  return (
    <Suspense fallback={<Placeholder />}>
      <CommentSection {...props} />
    </Suspense>
  );
}
