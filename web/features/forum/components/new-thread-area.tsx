import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { forumMessages } from '../../../../schemas/forum/messages';
import { returnState } from '../../../lib/return-path';
import { ButtonLink, FormToggle } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ThreadFormSkeleton } from './thread-form-skeleton';
import * as styles from './new-thread-area.css';

/** The form (and with it zod and the form helpers) loads when a member opens it, never for a reader. */
const loadForm = () => import('./thread-form');
const ThreadForm = lazy(() => loadForm().then((m) => ({ default: m.ThreadForm })));

export type ForumReader = 'loading' | 'anonymous' | 'member';

type NewThreadAreaProps = {
  reader: ForumReader;
  /** The category the form starts with (a category's page preselects its own). */
  categoryId?: number | undefined;
};

/**
 * SPEC 2: members get a 'New Thread' toggle (reading 'Cancel' while open) revealing the thread form;
 * anonymous readers are told to log in, with a link that brings them back here afterwards.
 */
export function NewThreadArea({ reader, categoryId }: NewThreadAreaProps) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const location = useLocation();

  return (
    <section className={styles.area} aria-label="Start a new thread">
      <Card tone="teal" aria-busy={reader === 'loading' || undefined}>
        <div className={styles.bar}>
          {reader === 'anonymous' ? (
            <>
              <p className={styles.prompt}>{forumMessages.signInToPost}</p>
              <ButtonLink to="/login" state={returnState(location)}>Log In</ButtonLink>
            </>
          ) : null}
          {reader === 'member' ? (
            <>
              <p className={styles.prompt}>Have a question or something to share?</p>
              <FormToggle open={open} onToggle={() => setOpen((o) => !o)} onWarm={() => void loadForm()} formId={formId} label="New Thread" />
            </>
          ) : null}
        </div>
      </Card>
      {reader === 'member' && open ? (
        <div id={formId}>
          <Suspense fallback={<ThreadFormSkeleton />}>
            <ThreadForm initialCategoryId={categoryId} />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
