import { Link } from 'react-router-dom';
import { expertMessages } from '../../../../schemas/experts/messages';
import { pickFeatured } from '../../../features/experts/api/get-interviews';
import { InterviewGrid, InterviewGridSkeleton } from '../../../features/experts/components/interview-card';
import { EmptyState, LoadError } from '../../../ui/states';
import { useHomeInterviews } from './home-interviews';
import * as styles from './home.css';

function Interviews() {
  const interviews = useHomeInterviews();
  if (interviews.isPending) return <InterviewGridSkeleton count={3} label="Loading featured interviews" />;
  if (interviews.isError) return <LoadError message={expertMessages.loadInterviews} error={interviews.error} details="text" />;
  const featured = pickFeatured(interviews.data.interviews);
  if (featured.length === 0) return <EmptyState tone="dashed">{expertMessages.noFeatured}</EmptyState>;
  return <InterviewGrid interviews={featured} label="Featured interviews" />;
}

/** Up to 3 featured interviews among the 3 newest, and the way to all of them (server-rendered with the page). */
export function FeaturedInterviews() {
  return (
    <section aria-labelledby="home-interviews-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="home-interviews-title" className={styles.sectionTitleInline}>Expert interviews</h2>
        <Link to="/experts" className={styles.viewAll}>View All Interviews</Link>
      </div>
      <Interviews />
    </section>
  );
}
