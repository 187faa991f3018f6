import { ButtonLink } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';
import type { Role } from '../api/types';

export function AccessDenied({ role }: { role: Role }) {
  return (
    <StatusMessage code="403" title="Access Denied" action={<ButtonLink to="/" tone="secondary">Back to the home page</ButtonLink>}>
      Access denied. Your role ({role}) lacks required permissions.
    </StatusMessage>
  );
}
