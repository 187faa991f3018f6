import { ButtonLink } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';

/** The signed-out landing after a deletion (route `/account-deleted`, client-rendered, not indexed). */
export function AccountDeleted() {
  return (
    <StatusMessage code="Done" title="Your account has been deleted" documentTitle="Account deleted" description="Your Open Sex Guide account and its personal data have been erased." action={<ButtonLink to="/">Back to the home page</ButtonLink>}>
      Your personal data has been erased and you have been signed out on every device. Everything you wrote now shows
      as '[deleted]'. Thank you for having been part of the community.
    </StatusMessage>
  );
}
