import { ButtonLink } from '../../../ui/button';
import { StatusMessage } from '../../../ui/status-message';

export function NotFoundRoute() {
  return (
    <StatusMessage code="404" title="Page not found" action={<ButtonLink to="/">Go to the home page</ButtonLink>}>
      Sorry, the page you are looking for does not exist or has moved.
    </StatusMessage>
  );
}
