import type { UseQueryResult } from '@tanstack/react-query';
import { expertMessages } from '../../../../schemas/experts/messages';
import { EmptyState, LoadError } from '../../../ui/states';
import { pickFeatured } from '../api/get-interviews';
import type { InterviewList } from '../api/types';
import { InterviewGrid, InterviewGridSkeleton } from './interview-card';

/** The featured interviews among a list of the newest (the home page's, /experts'): loading, failed, none, or their cards. */
export function FeaturedInterviewGrid({ newest }: { newest: UseQueryResult<InterviewList> }) {
  if (newest.isPending) return <InterviewGridSkeleton count={3} label="Loading featured interviews" />;
  if (newest.isError) return <LoadError message={expertMessages.loadInterviews} error={newest.error} details="text" />;
  const featured = pickFeatured(newest.data.interviews);
  if (featured.length === 0) return <EmptyState tone="dashed">{expertMessages.noFeatured}</EmptyState>;
  return <InterviewGrid interviews={featured} label="Featured interviews" />;
}
