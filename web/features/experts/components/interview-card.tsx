import { Link } from 'react-router-dom';
import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { cardGrid, stretchedLink } from '../../../ui/card.css';
import { SkeletonLines } from '../../../ui/skeleton';
import { LoadingGrid } from '../../../ui/states';
import type { InterviewCard as InterviewCardData } from '../api/types';
import { DESCRIPTION_PREVIEW, longDate, minRead, preview, viewCountLabel } from '../lib/expert-meta';
import { interviewPath } from '../lib/paths';
import * as styles from './interview-card.css';

/** An interview as a card: the whole card follows the title's link (one link per card). */
export function InterviewCard({ interview, headingLevel = 3, showExpert = true }: { interview: InterviewCardData; headingLevel?: 2 | 3; showExpert?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card as="article" stack="sm" fill linked data-interview-slug={interview.slug}>
      <div className={styles.badges}>
        {interview.featured ? <Badge tone="plum">Featured</Badge> : null}
        <Badge tone="teal">{interview.interviewType}</Badge>
      </div>
      <Heading className={styles.title}>
        <Link to={interviewPath(interview.slug)} className={stretchedLink()}>{interview.title}</Link>
      </Heading>
      <p className={styles.description}>{preview(interview.description, DESCRIPTION_PREVIEW).text}</p>
      {showExpert ? (
        <div className={styles.byline}>
          <Avatar name={interview.expertName} src={interview.expertAvatarUrl} size="sm" decorative />
          <span className={styles.who}>
            <span className={styles.name}>{interview.expertName}</span>
            <span className={styles.role}>{interview.expertTitle}</span>
          </span>
        </div>
      ) : null}
      <ul className={styles.meta} aria-label="About this interview">
        <li>{minRead(interview.durationMinutes)}</li>
        <li>{viewCountLabel(interview.viewCount)}</li>
        <li><time dateTime={interview.publishedDate}>{longDate(interview.publishedDate)}</time></li>
      </ul>
    </Card>
  );
}

export function InterviewCardSkeleton() {
  return (
    <Card stack="sm" fill linked>
      <SkeletonLines lines={['third', 'title', 'text', 'half']} />
    </Card>
  );
}

/** Interview cards in a responsive grid; `label` names the list for assistive tech. */
export function InterviewGrid({ interviews, label, showExpert = true }: { interviews: InterviewCardData[]; label: string; showExpert?: boolean }) {
  return (
    <ul className={cardGrid({ min: 'md', compact: true })} aria-label={label}>
      {interviews.map((i) => <li key={i.id}><InterviewCard interview={i} showExpert={showExpert} /></li>)}
    </ul>
  );
}

export function InterviewGridSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <LoadingGrid label={label} count={count} className={cardGrid({ min: 'md', compact: true })}><InterviewCardSkeleton /></LoadingGrid>
  );
}
