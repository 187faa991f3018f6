import { expertMessages } from '../../../../schemas/experts/messages';
import { pickFeatured } from '../../../features/experts/api/get-interviews';
import { InterviewGrid, InterviewGridSkeleton } from '../../../features/experts/components/interview-card';
import { Shelf } from '../../../ui/shelf';
import { EmptyState, LoadError } from '../../../ui/states';
import { useHomeInterviews } from './home-interviews';

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
    <Shelf id="home-interviews-title" title="Expert interviews" more={{ to: '/experts', label: 'View All Interviews' }}>
      <Interviews />
    </Shelf>
  );
}
