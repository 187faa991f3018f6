import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { SkeletonLines } from '../../../ui/skeleton';
import { LoadingState } from '../../../ui/states';

export function ProfileLoading() {
  return (
    <Card padding="lg">
      <LoadingState label="Loading your profile">
        <SkeletonLines lines={['circle', 'title', 'half', 'block']} />
      </LoadingState>
    </Card>
  );
}

/** SPEC 8: the friendly sentence plus the technical reason. */
export function ProfileError({ message }: { message: string }) {
  return (
    <Alert tone="error">
      <p>There was an error loading your profile. Please try again later.</p>
      <p>Error loading profile: {message}</p>
    </Alert>
  );
}
