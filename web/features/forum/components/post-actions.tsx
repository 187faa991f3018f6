import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { forumMessages as m } from '../../../../schemas/forum/messages';
import { Button } from '../../../ui/button';
import { DeleteButton } from '../../../ui/confirm-delete-dialog';
import { Field } from '../../../ui/field';
import { ReportButton } from '../../../ui/report-dialog';
import { useToast } from '../../../ui/use-toast';
import { useMyThreadPosts } from '../api/anonymous-authors';
import { useOwnPostActions, useReportForumPost, type PostTarget } from '../api/own-posts';
import type { ForumViewer } from '../api/types';
import { categoryPath } from '../lib/forum-paths';
import { useHydrated } from '../lib/use-hydrated';
import * as styles from './post-actions.css';

type Props = {
  thread: { id: number; categoryId: number };
  /** The opening post (`threadId`) or a reply (`postId`). */
  target: PostTarget;
  post: { authorId: number | null; anonymous: boolean; deleted: boolean; title?: string; content: string };
  viewer: ForumViewer;
};

/**
 * Under a post, for a signed-in viewer after hydration (the server's HTML is the same for everyone):
 * its author edits or deletes it, anyone else reports it (issue 29). What is the viewer's alone (an
 * anonymous post of theirs, a post they reported) comes from /_api/forum/thread/mine, one query per
 * thread shared by every post.
 */
export function PostActions({ thread, target, post, viewer }: Props) {
  const hydrated = useHydrated();
  const own = useMyThreadPosts(thread.id, hydrated && viewer ? viewer.id : null).data;
  const report = useReportForumPost(thread.id);
  if (!hydrated || !viewer || post.deleted) return null;
  const isThread = 'threadId' in target;
  const mine =
    post.authorId !== null
      ? String(post.authorId) === String(viewer.id)
      : Boolean(own && (isThread ? own.thread : own.postIds.includes(target.postId)));
  if (mine) return <OwnActions thread={thread} target={target} post={post} />;
  const reported = Boolean(own && (isThread ? own.reported.thread : own.reported.postIds.includes(target.postId)));
  return (
    <div className={styles.bar}>
      <ReportButton item={noun(target)} reported={reported} send={(input) => report.mutateAsync({ target, input })} />
    </div>
  );
}

const noun = (target: PostTarget) => ('postId' in target ? 'reply' : 'thread');

function OwnActions({ thread, target, post }: Pick<Props, 'thread' | 'target' | 'post'>) {
  const actions = useOwnPostActions(thread.id, thread.categoryId);
  const toast = useToast();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(post.title ?? '');
  const [content, setContent] = useState(post.content);
  const isThread = 'threadId' in target;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const changes = isThread ? { ...(title !== post.title ? { title } : {}), ...(content !== post.content ? { content } : {}) } : { content };
    actions.edit.mutate({ target, ...changes }, {
      onSuccess: () => {
        setEditing(false);
        toast({ title: isThread ? m.threadUpdated : m.replyUpdated, tone: 'success' });
      },
    });
  };
  const remove = (close: () => void) =>
    actions.remove.mutate(target, {
      onSuccess: (res) => {
        close();
        toast({ title: res.message, tone: 'success' });
        if (isThread && res.removed) navigate(categoryPath(thread.categoryId));
      },
    });

  if (editing) {
    return (
      <form className={styles.editor} onSubmit={save} aria-label={`Edit your ${noun(target)}`}>
        {isThread ? <Field label="Title" name="title" autoComplete="off" value={title} onChange={(e) => setTitle(e.target.value)} /> : null}
        <label htmlFor={`edit-${noun(target)}-${'postId' in target ? target.postId : target.threadId}`}>{isThread ? 'Content' : 'Your reply'}</label>
        <textarea
          id={`edit-${noun(target)}-${'postId' in target ? target.postId : target.threadId}`}
          className={styles.textarea}
          value={content}
          onChange={(e) => setContent(e.target.value)}
        />
        {actions.edit.isError ? <p className={styles.error} role="alert">{actions.edit.error.message}</p> : null}
        <div className={styles.buttons}>
          <Button tone="secondary" size="sm" onClick={() => setEditing(false)} disabled={actions.edit.isPending}>Cancel</Button>
          <Button type="submit" size="sm" disabled={actions.edit.isPending}>{actions.edit.isPending ? 'Saving...' : 'Save Changes'}</Button>
        </div>
      </form>
    );
  }
  return (
    <div className={styles.bar}>
      <Button tone="ghost" size="sm" onClick={() => setEditing(true)}>Edit</Button>
      <DeleteButton label="Delete" tone="ghost" pending={actions.remove.isPending} onConfirm={remove}
        title={`Delete ${noun(target)}?`}
        description={`Are you sure you want to delete this ${noun(target)}? This action cannot be undone.`}
      />
      {actions.remove.isError ? <p className={styles.error} role="alert">{actions.remove.error.message}</p> : null}
    </div>
  );
}
