import { useState } from 'react';
import type { AdminArticle } from '../../../../schemas/admin/articles';
import { adminArticleScheduleMessages as sm } from '../../../../schemas/articles/schedule';
import { visuallyHidden } from '../../../styles/sprinkles.css';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { useCancelSchedule, usePreviewLink, useScheduleArticle } from '../api/article-schedule';
import { dateTime } from '../lib/format';
import { ConfirmDialog } from './confirm-dialog';

/** A datetime-local value (the browser's zone) an hour from now, to the minute. */
const inAnHour = () => {
  const d = new Date(Date.now() + 3600_000);
  d.setSeconds(0, 0);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/**
 * A draft's Schedule (a time in the browser's zone, sent as UTC) or Cancel schedule, and its
 * Preview link, shown in a dialog to copy: the list's schedule and preview actions (issue 27).
 */
export function ArticleScheduleActions({ article }: { article: AdminArticle }) {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [when, setWhen] = useState(inAnHour);
  const [error, setError] = useState<string | undefined>();
  const [link, setLink] = useState<string | null>(null);
  const schedule = useScheduleArticle({
    onSuccess: (res) => { setAsking(false); toast({ tone: 'success', title: sm.scheduled, description: `“${res.article.title}” will be published ${dateTime(res.article.publishAt)}.` }); },
    onError: (err) => setError(err.message),
  });
  const cancel = useCancelSchedule({
    onSuccess: () => toast({ tone: 'success', title: sm.cancelled }),
    onError: (err) => toast({ tone: 'error', title: err.message }),
  });
  const preview = usePreviewLink({
    onSuccess: (res) => setLink(res.url),
    onError: (err) => toast({ tone: 'error', title: err.message }),
  });
  if (article.published) return null;
  const submit = () => {
    const at = new Date(when);
    if (Number.isNaN(at.getTime())) return setError(sm.publishAtInvalid);
    if (at.getTime() <= Date.now()) return setError(sm.publishAtPast);
    setError(undefined);
    schedule.mutate({ id: article.id, publishAt: at.toISOString() });
  };
  return (
    <>
      {article.publishAt ? (
        <Button tone="secondary" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate({ id: article.id })}>
          Cancel schedule<span className={visuallyHidden}> of {article.title}</span>
        </Button>
      ) : (
        <Button tone="secondary" size="sm" onClick={() => { setWhen(inAnHour()); setError(undefined); setAsking(true); }}>
          Schedule<span className={visuallyHidden}> {article.title}</span>
        </Button>
      )}
      <Button tone="secondary" size="sm" disabled={preview.isPending} onClick={() => preview.mutate({ id: article.id })}>
        Preview link<span className={visuallyHidden}> for {article.title}</span>
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Schedule article"
        description={`“${article.title}” will be published at this time (your time zone).`}
        confirmLabel="Schedule"
        pendingLabel="Scheduling..."
        pending={schedule.isPending}
        onConfirm={submit}
      >
        <Field label="Publish at" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} error={error} />
      </ConfirmDialog>
      <ConfirmDialog
        open={link !== null}
        onOpenChange={(open) => { if (!open) setLink(null); }}
        title="Preview link"
        description={sm.previewCreated}
        confirmLabel="Copy link"
        cancelLabel="Close"
        onConfirm={() => {
          // No clipboard (a page served over plain HTTP): the link stays selectable in the field, and the toast says so.
          const copied = link && navigator.clipboard ? navigator.clipboard.writeText(link) : Promise.reject(new Error('no clipboard'));
          void copied.then(() => toast({ tone: 'success', title: 'Link copied to clipboard!' }), () => toast({ tone: 'error', title: 'Failed to copy link.' }));
          if (navigator.clipboard) setLink(null);
        }}
      >
        <Field label="Link" readOnly value={link ?? ''} onFocus={(e) => e.currentTarget.select()} />
      </ConfirmDialog>
    </>
  );
}
