import { createIssueInput, type NewsletterIssue, type NewsletterIssueField } from '../../../../schemas/newsletter/issues';
import { fieldErrors, type FieldErrors } from '../../../lib/form';

/** The composer's fields: what a create sends, and what an edit compares to know what changed. */
export type IssueFormValues = Pick<NewsletterIssue, NewsletterIssueField>;
export type IssueFormField = keyof IssueFormValues;

/** A new issue goes to the archive unless unticked; its topics are chosen by the editor. */
export const emptyIssue = (): IssueFormValues => ({ subject: '', preheader: '', content: '', categoryIds: [], articleIds: [], public: true });

export const issueValuesOf = (i: NewsletterIssue): IssueFormValues => ({
  subject: i.subject, preheader: i.preheader, content: i.content, categoryIds: [...i.categoryIds], articleIds: [...i.articleIds], public: i.public,
});

/** The server's own checks (the create input, whose words the API answers with), so the form points at the field before sending. */
export const validateIssue = (v: IssueFormValues): FieldErrors<IssueFormField> => fieldErrors<IssueFormField>(createIssueInput, v);
