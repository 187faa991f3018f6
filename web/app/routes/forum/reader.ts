import type { AuthState } from '../../../features/auth/api/get-session';
import type { ForumReader } from '../../../features/forum/components/new-thread-area';

/** Who reads a forum page, as its signed-in parts need it ('loading' on the server and while hydrating). */
export function forumReader(auth: AuthState): ForumReader {
  if (auth.status === 'loading') return 'loading';
  return auth.status === 'authenticated' ? 'member' : 'anonymous';
}

export const isAdmin = (auth: AuthState) => auth.status === 'authenticated' && auth.user.role === 'admin';
