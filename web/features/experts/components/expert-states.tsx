import { expertMessages } from '../../../../schemas/experts/messages';
import { SkeletonLines } from '../../../ui/skeleton';
import { LoadingState, MissingPage } from '../../../ui/states';
import { EXPERTS_PATH } from '../lib/paths';

const back = { to: EXPERTS_PATH, label: 'Back to Experts & Interviews' };

/** The server answers 404 with these (api/public-pages.ts). */
export function InterviewNotFound() {
  return <MissingPage title={expertMessages.interviewNotFound} back={back}>This interview does not exist or is no longer available.</MissingPage>;
}

export function ExpertNotFound() {
  return <MissingPage title={expertMessages.expertNotFound} back={back}>There is no expert profile at this address.</MissingPage>;
}

export function PageSkeleton({ label }: { label: string }) {
  return (
    <LoadingState label={label} gap="sm">
      <SkeletonLines lines={['third', 'title', 'half', 'block', 'text', 'half']} />
    </LoadingState>
  );
}
