import Router from '@koa/router';
import type { Context } from 'koa';
import { pathId, pathRevision } from '../../schemas/shared/inputs.js';
import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { issueHistoryQuery, listIssuesQuery, newsletterIssueMessages as m, previewIssueInput, type NewsletterIssuePreview } from '../../schemas/newsletter/issues.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { logStaffChange, staffCommand, staffItemReads, staffRead } from '../shared/staff.js';
import { parseInput, parseQuery } from '../shared/validation.js';
import {
  createIssueCommand,
  deleteIssueCommand,
  editIssueCommand,
  restoreIssueCommand,
  sendIssueCommand,
  testIssueCommand,
  unscheduleIssueCommand,
  type Outcome,
  type Staff,
} from './issues.commands.js';
import { issueHistory, issueVersionAt, issueVersionDto } from './issues.history.js';
import { issueHtml, issueText, placeholderLinks } from './issues.mail.js';
import { newsletterIssuePorts } from './issues.ports.js';
import { adminIssueById, listAdminIssues } from './issues.queries.js';
import { issueContent, issueSenderKey } from './issues.sender.js';

export const idParam = pathId(m.idInvalid);

/**
 * The studio's newsletter issues (issue 28): editors and admins (the `content` capability),
 * checked before the body is read. Every command answers once the read model shows it, with the
 * issue as staff now see it, and logs one `sensitive_update` line (the event is the audit entry).
 */
export function newsletterIssueRoutes(deps: Deps) {
  const r = new Router();
  const staff = (ctx: Context): Promise<Staff> => staffCommand(deps, ctx, 'content');
  const read = (ctx: Context) => staffRead(ctx, 'content');
  const answer = async (ctx: Context, out: Outcome, action: string, message: string, status = 200) => {
    logStaffChange(ctx, action, { issueId: out.issueId });
    await deps.awaitProjection(out.position);
    const issue = adminIssueById(deps.rm, out.issueId);
    if (!issue) throw notFound(m.notFound);
    ctx.status = status;
    ctx.body = { issue, message };
  };

  staffItemReads(r, {
    base: '/_api/admin/newsletter/issues',
    guard: read,
    list: (q) => listAdminIssues(deps.rm, parseQuery(listIssuesQuery, q)),
    key: 'issue',
    id: idParam,
    byId: (id) => adminIssueById(deps.rm, id),
    missing: m.notFound,
    history: { read: (id, q) => issueHistory(deps, id, parseQuery(issueHistoryQuery, q)) },
    version: { revision: pathRevision(m.revisionInvalid), at: async (id, rev) => issueVersionDto(await issueVersionAt(deps, id, rev)) },
  });

  r.post('/_api/admin/newsletter/issues', async (ctx) => {
    await answer(ctx, await createIssueCommand(deps, ctx.request.body, await staff(ctx)), 'newsletter_issue.create', m.created, 201);
  });

  r.post('/_api/admin/newsletter/issues/edit', async (ctx) => {
    await answer(ctx, await editIssueCommand(deps, ctx.request.body, await staff(ctx)), 'newsletter_issue.edit', m.updated);
  });

  r.post('/_api/admin/newsletter/issues/restore', async (ctx) => {
    await answer(ctx, await restoreIssueCommand(deps, ctx.request.body, await staff(ctx)), 'newsletter_issue.restore', m.restored);
  });

  r.post('/_api/admin/newsletter/issues/delete', async (ctx) => {
    const out = await deleteIssueCommand(deps, ctx.request.body, await staff(ctx));
    logStaffChange(ctx, 'newsletter_issue.delete', { issueId: out.issueId });
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message: m.deleted };
  });

  r.post('/_api/admin/newsletter/issues/send', async (ctx) => {
    const out = await sendIssueCommand(deps, ctx.request.body, await staff(ctx));
    const sender = deps.services.get(issueSenderKey);
    // The send is in the log: the sender (here, or a BullMQ worker) takes it from there, and a sweep would anyway.
    if (out.at === null) await sender.start(out.issueId);
    else sender.arm(out.issueId, out.at);
    await answer(ctx, out, out.at ? 'newsletter_issue.schedule' : 'newsletter_issue.send', out.at ? m.scheduled : m.sending);
  });

  r.post('/_api/admin/newsletter/issues/unschedule', async (ctx) => {
    await answer(ctx, await unscheduleIssueCommand(deps, ctx.request.body, await staff(ctx)), 'newsletter_issue.unschedule', m.unscheduled);
  });

  r.post('/_api/admin/newsletter/issues/test', async (ctx) => {
    const out = await testIssueCommand(deps, ctx.request.body, await staff(ctx));
    ctx.state.log.info({ event: 'sensitive_update', userId: ctx.state.user?.id, ip: ctx.ip, path: ctx.path, action: 'newsletter_issue.test', issueId: out.issueId, outcome: 'success' });
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message: m.testSent(out.to) };
  });

  /** The email as a recipient gets it, from unsaved text: placeholder links, nothing appended. */
  r.post('/_api/admin/newsletter/issues/preview', async (ctx) => {
    await staff(ctx);
    const cmd = parseInput(previewIssueInput, ctx.request.body);
    const ports = deps.services.get(newsletterIssuePorts);
    const content = issueContent(ports, { ...cmd, safeContent: sanitizeHtml(cmd.content) });
    const links = placeholderLinks(deps.config.publicUrl);
    const body: NewsletterIssuePreview = { subject: cmd.subject, html: issueHtml(content, links, deps.config.publicUrl, null), text: issueText(content, links, deps.config.publicUrl, null) };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });

  return r;
}
