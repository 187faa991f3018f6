import { sanitizeHtml } from '../../projections/articles/sanitize.js';
import { issueStreams as streams, type NewsletterIssueEvent } from '../../schemas/newsletter/issues.events.js';
import {
  createIssueInput,
  editIssueInput,
  issueIdInput,
  newsletterIssueMessages as m,
  restoreIssueInput,
  sendIssueInput,
  TEST_SUBJECT_PREFIX,
  testIssueInput,
} from '../../schemas/newsletter/issues.js';
import { HTML_POLICY_VERSION } from '../../schemas/shared/html-policy.js';
import { loadState, toNewEvents, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { existingStream, runCommand } from '../shared/idempotency.js';
import { createItem } from '../shared/staff.js';
import { parseInput } from '../shared/validation.js';
import {
  createIssue,
  deleteIssue,
  editIssue,
  issueDecider,
  recordTest,
  scheduleIssue,
  startScheduledSend,
  startSend,
  unscheduleIssue,
  type IssueFields,
  type IssueState,
} from './issues.decider.js';
import { issueVersionAt } from './issues.history.js';
import { issueHtml, issueText, placeholderLinks } from './issues.mail.js';
import { newsletterIssuePorts } from './issues.ports.js';
import { issueContent } from './issues.sender.js';
import { categoriesExist } from './queries.js';

export type Staff = CommandContext & { actorId: number };
export interface Outcome {
  issueId: number;
  position: string;
  events: NewsletterIssueEvent[];
}

const ports = (deps: Deps) => deps.services.get(newsletterIssuePorts);

/** Topics that exist (a retired one too: its subscribers keep it) and published featured articles; 400 otherwise. */
function checkRefs(deps: Deps, cmd: { categoryIds?: number[] | undefined; articleIds?: number[] | undefined }) {
  if (cmd.categoryIds && !categoriesExist(deps.rm, cmd.categoryIds, { retired: true })) throw badRequest(m.unknownTopic, 'validation');
  if (cmd.articleIds?.length && ports(deps).articleCards(cmd.articleIds).length !== cmd.articleIds.length) throw badRequest(m.articleNotPublished, 'validation');
}

/** The content as stored: as written, and sanitised once now under the current policy (as articles). */
const sanitised = (content: string | undefined) => (content === undefined ? {} : { content, safeContent: sanitizeHtml(content) });

export async function createIssueCommand(deps: Deps, body: unknown, ctx: Staff): Promise<Outcome> {
  const cmd = parseInput(createIssueInput, body);
  checkRefs(deps, cmd);
  const fields = { ...cmd, ...sanitised(cmd.content) } as IssueFields;
  const res = await createItem(deps, ctx, {
    command: 'newsletter.issue.create',
    input: cmd,
    kind: 'newsletter-issue',
    idKey: 'issueId',
    stream: streams.issue,
    decider: issueDecider,
    decide: (s, { issueId }) => createIssue(s, { issueId, htmlPolicy: HTML_POLICY_VERSION, ...fields }),
  });
  return { issueId: res.result.issueId, position: res.position, events: res.events };
}

async function onIssue(deps: Deps, ctx: CommandContext, command: string, input: unknown, id: number, decide: (s: IssueState) => NewsletterIssueEvent[]): Promise<Outcome> {
  const res = await runCommand(deps.store, ctx, {
    command,
    input,
    prepare: existingStream(streams.issue(id), { issueId: id }),
    decider: issueDecider,
    decide: (s) => decide(s),
  });
  return { issueId: id, position: res.position, events: res.events };
}

export async function editIssueCommand(deps: Deps, body: unknown, ctx: Staff): Promise<Outcome> {
  const { id, ...cmd } = parseInput(editIssueInput, body);
  checkRefs(deps, cmd);
  const change = { ...cmd, ...sanitised(cmd.content), htmlPolicy: HTML_POLICY_VERSION };
  return onIssue(deps, ctx, 'newsletter.issue.edit', { id, ...cmd }, id, (s) => editIssue(s, change));
}

/** A version at `revision` becomes a new edit with its fields (`restoredFrom`). */
export async function restoreIssueCommand(deps: Deps, body: unknown, ctx: Staff): Promise<Outcome> {
  const cmd = parseInput(restoreIssueInput, body);
  const v = await issueVersionAt(deps, cmd.id, cmd.revision);
  const change = {
    expectedRevision: cmd.expectedRevision, restoredFrom: cmd.revision, htmlPolicy: HTML_POLICY_VERSION,
    subject: v.subject, preheader: v.preheader, content: v.raw, safeContent: v.content, categoryIds: v.categoryIds, articleIds: v.articleIds, public: v.public,
  };
  return onIssue(deps, ctx, 'newsletter.issue.restore', cmd, cmd.id, (s) => editIssue(s, change));
}

export async function deleteIssueCommand(deps: Deps, body: unknown, ctx: Staff): Promise<Outcome> {
  const cmd = parseInput(issueIdInput, body);
  return onIssue(deps, ctx, 'newsletter.issue.delete', cmd, cmd.id, deleteIssue);
}

/** Now (the send event: the recipients are fixed by it) or at `at` (a schedule; sending again moves it). */
export async function sendIssueCommand(deps: Deps, body: unknown, ctx: Staff): Promise<Outcome & { at: string | null }> {
  const cmd = parseInput(sendIssueInput, body);
  const at = cmd.at?.toISOString() ?? null;
  const out = await onIssue(deps, ctx, 'newsletter.issue.send', { id: cmd.id, at }, cmd.id, (s) => (cmd.at ? scheduleIssue(s, cmd.at, ctx.now) : startSend(s)));
  return { ...out, at };
}

export async function unscheduleIssueCommand(deps: Deps, body: unknown, ctx: Staff): Promise<Outcome> {
  const cmd = parseInput(issueIdInput, body);
  return onIssue(deps, ctx, 'newsletter.issue.unschedule', cmd, cmd.id, unscheduleIssue);
}

/** The schedule's send, by the system at its time: appends nothing unless the issue is still scheduled for exactly then. */
export async function startDueIssue(deps: Deps, issueId: number, at: string, scheduledBy: number | null) {
  const tag = `newsletter-schedule-${issueId}-${Date.parse(at)}`;
  const ctx: CommandContext = { actorId: null, actorRole: 'system', correlationId: tag, causationId: tag, now: deps.now() };
  const out = await onIssue(deps, ctx, 'newsletter.issue.send.scheduled', { issueId, at }, issueId, (s) => startScheduledSend(s, { at, scheduledBy, now: ctx.now }));
  return { ...out, started: out.events.length > 0 };
}

/**
 * One copy, '[Test] ' before the subject, to a staff member's own account address only (400 for
 * any other), with placeholder links. Recorded (the staff member by id) on the issue's test
 * stream, so it does not move the revision an editor holds; the copy is keyed by that event.
 */
export async function testIssueCommand(deps: Deps, body: unknown, ctx: Staff) {
  const cmd = parseInput(testIssueInput, body);
  const staff = ports(deps).staffMemberByEmail(cmd.to);
  if (!staff) throw badRequest(m.testTo, 'validation');
  const { state } = await loadState(deps.store, streams.issue(cmd.id), issueDecider);
  const events = toNewEvents(recordTest(state, staff.userId), ctx, streams.tests(cmd.id));
  const s = state as Exclude<IssueState, { status: 'none' }>;
  const content = issueContent(ports(deps), s);
  const links = placeholderLinks(deps.config.publicUrl);
  const res = await deps.store.append(streams.tests(cmd.id), events, 'any');
  await deps.mailer.send({
    id: `newsletter-test-${events[0]!.id}`,
    to: cmd.to,
    subject: `${TEST_SUBJECT_PREFIX}${s.subject}`,
    html: issueHtml(content, links, deps.config.publicUrl, null),
    text: issueText(content, links, deps.config.publicUrl, null),
    headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return { issueId: cmd.id, to: cmd.to, position: res.position };
}
