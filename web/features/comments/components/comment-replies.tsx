import { useId, useState } from 'react';
import type { Comment } from '../api/types';
import { CommentCard } from './comment-card';
import * as styles from './comment-card.css';

/** Deeper than this, replies stop stepping right so narrow screens keep a readable measure. */
const MAX_INDENT = 3;

/** Nested replies, expanded by default, collapsible with 'Hide N replies' / 'Show N replies'. */
export function CommentReplies({ replies, depth }: { replies: Comment[]; depth: number }) {
  const [open, setOpen] = useState(true);
  const listId = useId();
  const n = replies.length;
  const noun = n === 1 ? 'reply' : 'replies';
  return (
    <div className={styles.replies}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? `Hide ${n} ${noun}` : `Show ${n} ${noun}`}
      </button>
      <ul id={listId} className={styles.replyList({ indent: depth <= MAX_INDENT })} hidden={!open}>
        {replies.map((r) => <li key={r.id}><CommentCard comment={r} depth={depth} /></li>)}
      </ul>
    </div>
  );
}
