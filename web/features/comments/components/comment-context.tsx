import { createContext, useContext } from 'react';
import type { Viewer } from '../api/types';

type CommentContext = { articleId: number; viewer: Viewer };

const Ctx = createContext<CommentContext | null>(null);

export const CommentContextProvider = Ctx.Provider;

/** The article and the reader, shared by every card of the (recursive) thread. */
export function useCommentContext(): CommentContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('useCommentContext outside <CommentSection>');
  return ctx;
}
