import { expertMessages } from '../../../../schemas/experts/messages';
import { ButtonLink } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { StatusMessage } from '../../../ui/status-message';
import { EXPERTS_PATH } from '../lib/paths';
import * as styles from './interview-body.css';

const back = <ButtonLink to={EXPERTS_PATH}>Back to Experts &amp; Interviews</ButtonLink>;

/** The server answers 404 with these (api/ssr/public-routes.ts). */
export function InterviewNotFound() {
  return (
    <StatusMessage code="404" title={expertMessages.interviewNotFound} action={back}>
      This interview does not exist or is no longer available.
    </StatusMessage>
  );
}

export function ExpertNotFound() {
  return (
    <StatusMessage code="404" title={expertMessages.expertNotFound} action={back}>
      There is no expert profile at this address.
    </StatusMessage>
  );
}

export function PageSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-label={label}>
      <Skeleton width="third" />
      <Skeleton shape="title" />
      <Skeleton width="half" />
      <Skeleton shape="block" />
      <Skeleton />
      <Skeleton width="half" />
    </div>
  );
}
