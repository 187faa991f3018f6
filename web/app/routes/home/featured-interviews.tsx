import { FeaturedInterviewGrid } from '../../../features/experts/components/featured-interview-grid';
import { Shelf } from '../../../ui/shelf';
import { useHomeInterviews } from './home-interviews';

function Interviews() {
  return <FeaturedInterviewGrid newest={useHomeInterviews()} />;
}

/** Up to 3 featured interviews among the 3 newest, and the way to all of them (server-rendered with the page). */
export function FeaturedInterviews() {
  return (
    <Shelf id="home-interviews-title" title="Expert interviews" more={{ to: '/experts', label: 'View All Interviews' }}>
      <Interviews />
    </Shelf>
  );
}
