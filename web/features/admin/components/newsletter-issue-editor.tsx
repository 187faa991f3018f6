import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ISSUE_PREHEADER_MAX, ISSUE_SUBJECT_MAX, newsletterIssueMessages as m, type NewsletterIssue as AdminIssue } from '../../../../schemas/newsletter/issues';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Checkbox, Field } from '../../../ui/field';
import { useToast } from '../../../ui/use-toast';
import { useNewsletterTopics } from '../api/structure';
import { usePreviewIssue, useSaveIssue, type IssueAnswer } from '../api/newsletter-issues';
import { emptyIssue, issueValuesOf, validateIssue, type IssueFormField, type IssueFormValues } from '../lib/newsletter-issue-form';
import * as editorStyles from './article-editor.css';
import { ConfirmDialog } from './confirm-dialog';
import { ContentEditor } from './content-editor';
import { ContentImageInsert } from './content-image-insert';
import { NewsletterArticlePicker } from './newsletter-article-picker';
import { EmailPreviewDialog } from './newsletter-email-preview';
import { NewsletterIssueHistory } from './newsletter-issue-history';
import { IssueCounts, IssueStatusChip } from './newsletter-issue-status';
import { NewsletterSendActions } from './newsletter-send-actions';
import { NewsletterTopicChecks } from './newsletter-topic-checks';
import * as styles from './newsletter.css';
import { StaleNotice } from './stale-notice';
import { useStudioEditor } from './use-studio-editor';

const CANCEL_TEXT = 'Are you sure you want to cancel? Any unsaved changes will be lost.';
const LIST = '/admin/newsletter';

/**
 * The composer: subject, preheader and body (the article editor's, with images) beside the topics,
 * featured articles and archive flag; 'Preview email' renders the form as it stands. A saved issue
 * adds Send test, Send and its history; once it is sending or sent it is read only.
 */
type EditorProps = {
  issue?: AdminIssue;
  /** Who is signed in: a test goes to them unless they type another staff address. */
  staffEmail: string;
  /** The issue as it now is on the server (after a 409). */
  onReload?: () => Promise<AdminIssue>;
};

export function NewsletterIssueEditor({ issue, staffEmail, onReload }: EditorProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const topics = useNewsletterTopics();
  const content = useRef<HTMLTextAreaElement>(null);
  const [previewing, setPreviewing] = useState(false);
  const e = useStudioEditor<IssueFormValues, IssueFormField>({
    initial: issue ? issueValuesOf(issue) : emptyIssue(), revision: issue?.revision ?? null, id: issue?.id ?? null, validate: validateIssue, listPath: LIST,
  });
  const saved = (res: IssueAnswer) => {
    toast({ tone: 'success', title: res.message });
    if (issue) return e.resetTo(issueValuesOf(res.issue), res.issue.revision);
    e.guard.allow();
    navigate(`/admin/newsletter/issues/${res.issue.id}/edit`);
  };
  const save = useSaveIssue(issue ? 'edit' : 'create', { onSuccess: saved, onError: e.onFailed });
  const preview = usePreviewIssue();
  const v = e.values;
  const locked = issue?.status === 'sending' || issue?.status === 'sent';
  const busy = save.isPending || locked;
  const openPreview = () => {
    setPreviewing(true);
    preview.mutate({ subject: v.subject, content: v.content, articleIds: v.articleIds, ...(v.preheader.trim() ? { preheader: v.preheader } : {}) });
  };
  const insert = (html: string) => {
    const at = content.current?.selectionEnd ?? v.content.length;
    e.setField('content', `${v.content.slice(0, at)}\n${html}\n${v.content.slice(at)}`);
  };
  const topicNames = (topics.data?.topics ?? []).filter((t) => v.categoryIds.includes(t.id)).map((t) => t.name);
  return (
    <div className={editorStyles.page}>
      {issue && e.conflict && onReload ? (
        <StaleNotice message={m.stale} onReload={async () => { const theirs = await onReload(); e.resetTo(issueValuesOf(theirs), theirs.revision); }} />
      ) : null}
      {issue ? (
        <section className={editorStyles.meta} aria-label="Status and sending">
          <IssueStatusChip issue={issue} />
          {locked ? <IssueCounts issue={issue} /> : null}
          {locked ? <Alert tone="info" live={false}>This issue has been sent{issue.status === 'sending' ? ' (in progress)' : ''}: it can no longer be changed.</Alert> : (
            <NewsletterSendActions issue={issue} dirty={e.dirty} topics={topicNames} staffEmail={staffEmail} />
          )}
        </section>
      ) : null}
      <form className={editorStyles.layout} onSubmit={e.submit(save)} noValidate aria-label={issue ? 'Edit issue' : 'Compose issue'}>
        <div className={editorStyles.main}>
          <fieldset className={editorStyles.meta} disabled={busy}>
            <legend className={editorStyles.legend}>Message</legend>
            <Field label="Subject" name="subject" required value={v.subject} error={e.errors.subject} maxLength={ISSUE_SUBJECT_MAX} onChange={(ev) => e.setField('subject', ev.target.value)} />
            <Field
              label="Preheader" name="preheader" value={v.preheader} error={e.errors.preheader} maxLength={ISSUE_PREHEADER_MAX}
              hint="The line mail clients show after the subject in the inbox." onChange={(ev) => e.setField('preheader', ev.target.value)}
            />
            <ContentEditor value={v.content} onChange={(c) => e.setField('content', c)} error={e.errors.content} textareaRef={content} />
            {locked ? null : <ContentImageInsert onInsert={insert} disabled={busy} />}
          </fieldset>
        </div>
        <aside className={editorStyles.side}>
          <NewsletterTopicChecks value={v.categoryIds} onChange={(ids) => e.setField('categoryIds', ids)} error={e.errors.categoryIds} disabled={busy} />
          <NewsletterArticlePicker value={v.articleIds} onChange={(ids) => e.setField('articleIds', ids)} error={e.errors.articleIds} disabled={busy} readOnly={locked} />
          <fieldset className={editorStyles.meta} disabled={busy}>
            <legend className={editorStyles.legend}>Archive</legend>
            <Checkbox label="Public: shown in the newsletter archive once sent" name="public" checked={v.public} onChange={(ev) => e.setField('public', ev.target.checked)} />
          </fieldset>
          <div className={styles.actions}>
            <Button tone="secondary" onClick={() => e.guard.go(LIST)} disabled={save.isPending}>{locked ? 'Back' : 'Cancel'}</Button>
            <Button tone="secondary" onClick={openPreview} disabled={preview.isPending}>{preview.isPending ? 'Building...' : 'Preview email'}</Button>
            {locked ? null : <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Draft'}</Button>}
          </div>
          {issue && e.dirty ? <p className={editorStyles.unsaved} role="status">Unsaved changes</p> : null}
        </aside>
      </form>
      {issue && e.revision !== null ? (
        <NewsletterIssueHistory issueId={issue.id} revision={e.revision} dirty={e.dirty} readOnly={locked} onRestored={(i) => e.resetTo(issueValuesOf(i), i.revision)} onStale={e.markStale} />
      ) : null}
      <EmailPreviewDialog open={previewing} onOpenChange={setPreviewing} preview={preview.data} error={preview.error} />
      <ConfirmDialog
        open={e.guard.asking} onOpenChange={(open) => { if (!open) e.guard.stay(); }} title="Discard your changes?" description={CANCEL_TEXT}
        cancelLabel="Keep editing" confirmLabel="Discard changes" tone="danger" onConfirm={e.guard.leave}
      />
    </div>
  );
}
