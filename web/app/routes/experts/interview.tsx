import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { expertMessages } from '../../../../schemas/experts/messages';
import { useInterview } from '../../../features/experts/api/get-interview';
import { pickRelated, useExpertInterviews } from '../../../features/experts/api/get-interviews';
import { recordInterviewView } from '../../../features/experts/api/record-view';
import type { InterviewPage } from '../../../features/experts/api/types';
import * as body from '../../../features/experts/components/interview-body.css';
import { ExpertSidebar } from '../../../features/experts/components/expert-sidebar';
import { InterviewNotFound, PageSkeleton } from '../../../features/experts/components/expert-states';
import { InterviewGrid, InterviewGridSkeleton } from '../../../features/experts/components/interview-card';
import { LoadError } from '../../../ui/states';
import { ShareButton } from '../../../features/experts/components/share-button';
import { answerHtml, longDate, minRead, preview, viewCountLabel } from '../../../features/experts/lib/expert-meta';
import { EXPERTS_PATH, interviewPath } from '../../../features/experts/lib/paths';
import { serverHtmlPending } from '../../../lib/hydration';
import { absoluteUrl } from '../../../lib/site-origin';
import { Alert } from '../../../ui/alert';
import { Badge } from '../../../ui/badge';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { PageMeta, pageTitle } from '../../../ui/page-meta';
import { loadSanitizer, SafeHtml } from '../../../ui/safe-html';

// Reached by a client-side navigation, the answers' HTML must be sanitised before it is inserted:
// fetch the sanitiser alongside the interview instead of after it (a hydrating page adopts the server's).
if (typeof window !== 'undefined' && !serverHtmlPending()) void loadSanitizer();

/** 'More from {expert}': up to 3 of the expert's other interviews (4 fetched, this one left out). */
function MoreFromExpert({ expertId, expertName, slug }: { expertId: number; expertName: string; slug: string }) {
  const list = useExpertInterviews(expertId);
  const title = `More from ${expertName}`;
  if (list.isPending) return <InterviewGridSkeleton count={3} label={`Loading more from ${expertName}`} />;
  if (list.isError) return <LoadError message={expertMessages.loadInterviews} error={list.error} details="text" />;
  const others = pickRelated(list.data.interviews, slug);
  if (others.length === 0) return null;
  return (
    <section className={body.section} aria-labelledby="more-from-expert-title">
      <h2 id="more-from-expert-title" className={body.sectionTitle}>{title}</h2>
      <InterviewGrid interviews={others} label={title} showExpert={false} />
    </section>
  );
}

function Interview({ data }: { data: InterviewPage }) {
  const { interview, expert, questions } = data;
  // The canonical address, whatever query string or trailing slash brought the reader here.
  const path = interviewPath(interview.slug);
  const url = absoluteUrl(path) ?? `${typeof window === 'undefined' ? '' : window.location.origin}${path}`;
  return (
    <div className={body.main}>
      <PageMeta title={pageTitle(interview.title)} description={preview(interview.description, 160).text} path={path} type="article" author={expert.name} />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Experts & Interviews', to: EXPERTS_PATH }, { label: interview.title }]} />
      <div className={body.layout}>
        <article className={body.main} aria-labelledby="interview-title">
          <header className={body.header}>
            <div className={body.badges}>
              {interview.featured ? <Badge tone="plum">Featured</Badge> : null}
              <Badge tone="teal">{interview.interviewType}</Badge>
            </div>
            <h1 id="interview-title" className={body.title}>{interview.title}</h1>
            <p className={body.lead}>{interview.description}</p>
            <div className={body.metaRow}>
              <ul className={body.meta} aria-label="About this interview">
                <li>With <strong>{expert.name}</strong></li>
                <li><time dateTime={interview.publishedDate}>{longDate(interview.publishedDate)}</time></li>
                <li>{minRead(interview.durationMinutes)}</li>
                <li>{viewCountLabel(interview.viewCount)}</li>
              </ul>
              <ShareButton url={url} title={interview.title} />
            </div>
          </header>
          <ol className={body.qa} aria-label="Questions and answers">
            {questions.map((q, i) => (
              <li key={i} className={body.item}>
                <h2 className={body.question}><span className={body.marker} aria-hidden="true">Q.</span><span>{q.question}</span></h2>
                <div className={body.answer}>
                  <span className={body.answerMarker} aria-hidden="true">A.</span>
                  <SafeHtml html={answerHtml(q.answer)} className={body.answerText} />
                </div>
              </li>
            ))}
          </ol>
        </article>
        <div className={body.aside}>
          <ExpertSidebar expert={expert} />
        </div>
      </div>
      <MoreFromExpert expertId={expert.id} expertName={expert.name} slug={interview.slug} />
    </div>
  );
}

function InterviewScreen({ slug }: { slug: string }) {
  const query = useInterview(slug);
  const shown = query.data ? query.data.interview.slug : null;
  // A view counts once the reader's browser shows the interview (never on the server's render or a read).
  useEffect(() => {
    if (shown) recordInterviewView(shown);
  }, [shown]);
  if (query.isPending) return <PageSkeleton label="Loading interview" />;
  if (query.isError) return <Alert tone="error">{expertMessages.loadInterview}</Alert>;
  if (!query.data) return <InterviewNotFound />;
  return <Interview data={query.data} />;
}

/** /experts/interviews/:expertSlug (SPEC 2: the parameter is named expertSlug but holds the interview's slug). */
export function InterviewRoute() {
  const { expertSlug = '' } = useParams();
  if (!expertSlug.trim()) return <Alert tone="error">{expertMessages.interviewSlugMissing}</Alert>;
  return <InterviewScreen slug={expertSlug} />;
}
