import { can } from '../../../../schemas/shared/roles';
import type { AuthState } from '../../../features/auth/api/get-session';
import type { ForumReader } from '../../../features/forum/components/new-thread-area';

/** Who reads a forum page, as its signed-in parts need it ('loading' on the server and while hydrating). */
export function forumReader(auth: AuthState): ForumReader {
  if (auth.status === 'loading') return 'loading';
  return auth.status === 'authenticated' ? 'member' : 'anonymous';
}

/** Pins, locks and anonymous authors are moderation (issue 27): moderators and admins. */
export const canModerate = (auth: AuthState) => auth.status === 'authenticated' && can(auth.user.role, 'moderation');
