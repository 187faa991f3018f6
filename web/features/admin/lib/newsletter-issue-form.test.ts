import { describe, expect, it } from 'vitest';
import { newsletterIssueMessages as m, type NewsletterIssue } from '../../../../schemas/newsletter/issues';
import { emptyIssue, issueValuesOf, validateIssue } from './newsletter-issue-form';

const valid = { ...emptyIssue(), subject: 'Spring reading', content: '<p>Hello, readers of the newsletter.</p>', categoryIds: [1] };

describe('the issue composer form', () => {
  it('a new issue starts empty, public, with no topic or article', () => {
    expect(emptyIssue()).toEqual({ subject: '', preheader: '', content: '', categoryIds: [], articleIds: [], public: true });
  });

  it('points each field at the API\'s own words', () => {
    expect(validateIssue(valid)).toEqual({});
    expect(validateIssue(emptyIssue())).toEqual({ subject: m.subjectRequired, content: m.contentTooShort, categoryIds: m.topicsRequired });
    expect(validateIssue({ ...valid, subject: 'x'.repeat(151) }).subject).toBe(m.subjectTooLong);
    expect(validateIssue({ ...valid, articleIds: [1, 2, 3, 4, 5, 6, 7] }).articleIds).toBe(m.articlesTooMany);
    expect(validateIssue({ ...valid, articleIds: [4, 4] }).articleIds).toBe(m.articlesDuplicate);
  });

  it('edits an issue from its fields (copies: the form never changes the cached issue)', () => {
    const issue = { subject: 'S', preheader: 'P', content: 'C', categoryIds: [2], articleIds: [3], public: false } as NewsletterIssue;
    const values = issueValuesOf(issue);
    expect(values).toEqual({ subject: 'S', preheader: 'P', content: 'C', categoryIds: [2], articleIds: [3], public: false });
    values.categoryIds.push(9);
    expect(issue.categoryIds).toEqual([2]);
  });
});
