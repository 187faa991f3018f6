import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRows, loginAs, startTestApp, type TestApp } from '../tests/support/api.js';

/*
 * Issue 13: everything personal a member writes is sealed with a key (per member, or per
 * newsletter subscription) as `enc:v1:...`, so destroying the key erases it from the log.
 *
 * PERSONAL names, for every event type of every feature, the fields that hold personal data.
 * The first test reads the event unions in schemas/* /events.ts and fails when a type is not
 * classified here (a new event type must be looked at). The others start a fresh app with the
 * demo content seeded, write through the real API with unique marker strings, and then read the
 * raw events table: every listed field is null or sealed, and no marker appears anywhere in
 * the clear (data or metadata of any event, idempotency records included).
 */
const PERSONAL: Record<string, readonly string[]> = {
  // account
  AccountDeletionRequested: [],
  // articles: written by staff, published under the site's name
  ArticleCreated: [], ArticleEdited: [], ArticlePublished: [], ArticleUnpublished: [], ArticleDeleted: [], ArticleScheduled: [], ArticleScheduleCancelled: [],
  ArticleSlugReserved: [], ArticleSlugReleased: [],
  // auth
  UserRegistered: ['email', 'displayName', 'avatarUrl', 'passwordHash'],
  AccountConfirmed: [], EmailReserved: [], EmailConfirmed: [], SignUpKeyClaimed: [],
  EmailChangeRequested: ['email'], EmailChanged: ['email'], EmailReleased: [],
  UserRoleChanged: [], StaffRoleRecorded: [], // a member's role, set by an admin
  ProfileUpdated: ['displayName', 'avatarUrl'],
  PasswordChanged: ['passwordHash'], PasswordResetRequested: [], PasswordReset: ['passwordHash'],
  // comments
  CommentPosted: ['content'], CommentEdited: ['content'], CommentDeleted: [], CommentVoted: [],
  CommentModerated: [], // the moderator's reason, written by staff
  CommentFlagged: ['reason'],
  // contact: the message itself is mailed, never stored
  ContactMessageSent: [],
  // experts: public professional profiles written by staff
  ExpertProfiled: [], InterviewPublished: [], InterviewViewsCounted: [], ExpertDeactivated: [], ExpertReactivated: [], ExpertDeleted: [],
  InterviewCreated: [], InterviewEdited: [], InterviewMadePublic: [], InterviewUnpublished: [], InterviewDeleted: [], InterviewSlugReserved: [], InterviewSlugReleased: [],
  // forum
  ForumCategoryCreated: [], ForumCategoryEdited: [], ForumCategoryMoved: [], ForumCategoryArchived: [], ForumCategoryUnarchived: [], ForumCategoryDeleted: [], ForumCategoryUsed: [],
  ThreadCreated: ['title', 'content'], ThreadReplyPosted: ['content'], AnonymousAuthorViewed: [],
  ThreadPinned: [], ThreadUnpinned: [], ThreadLocked: [], ThreadUnlocked: [], ThreadViewsCounted: [],
  ForumThreadEdited: ['title', 'content'], ForumReplyEdited: ['content'], ForumThreadDeleted: [], ForumReplyDeleted: [], // a deletion's reason is staff text
  ForumThreadReported: ['details'], ForumReplyReported: ['details'],
  ThreadMoved: [], ThreadMerged: [], // a moderator's act: the reason is staff text
  // moderation (issue 29): the moderator's reason to the author and the limits are staff text
  ReportsDismissed: [], ContentHidden: [], ContentUnhidden: [],
  MemberWarned: [], MemberSuspended: [], MemberUnsuspended: [], TrustLimitsSet: [],
  // newsletter
  NewsletterAddressReserved: [], NewsletterCategoryCreated: [], NewsletterCategoryEdited: [], NewsletterCategoryRetired: [], NewsletterCategoryReinstated: [], NewsletterSubscribed: ['email'],
  NewsletterSubscriptionConfirmed: [], NewsletterPreferencesUpdated: [], NewsletterUnsubscribed: [],
  // newsletter issues (schemas/newsletter/issues.events.ts): staff text; deliveries and tests name subscriptions and staff by id
  NewsletterIssueCreated: [], NewsletterIssueEdited: [], NewsletterIssueDeleted: [], NewsletterIssueScheduled: [], NewsletterIssueUnscheduled: [],
  NewsletterIssueSendStarted: [], NewsletterIssueSent: [], NewsletterIssueTestSent: [],
  NewsletterDeliveryHandedOver: [], NewsletterDeliverySent: [], NewsletterDeliveryFailed: [], NewsletterDeliverySkipped: [], NewsletterDeliveryBounced: [],
  NewsletterSubscriptionSuppressed: [],
  // notifications: ids and choices only
  NotificationsRead: [], MemberMuted: [], MemberUnmuted: [], NotificationPreferencesSet: [], NotificationMailed: [], NotificationDigestMailed: [],
  // products
  ProductListed: [], ProductEdited: [], ProductDeleted: [],
  RatingCriterionDefined: [], RatingCriterionEdited: [], RatingCriterionRetired: [], RatingCriterionReinstated: [], RatingCriterionUsed: [], RatingCriterionDeleted: [],
  ReviewSubmitted: ['title', 'content', 'pros', 'cons'], ReviewMarkedHelpful: [],
  ReviewEdited: ['title', 'content', 'pros', 'cons'], ReviewDeleted: [], ReviewHelpfulWithdrawn: [], ReviewReported: ['details'],
  // search: the synonym table, staff text
  SynonymGroupCreated: [], SynonymGroupEdited: [], SynonymGroupDeleted: [],
  // acknowledged work (schemas/shared/work.ts): a request's input, sealed under the item's own key
  WorkRequested: ['payload'], WorkClaimed: [], WorkCompleted: [], WorkAbandoned: [],
};

/**
 * Event types appended outside the feature unions (shared machinery); they may hold no personal
 * data, which the marker scan checks.
 */
const INFRASTRUCTURE = /^(Idempotency|Snapshot|Audit|Admin|Export|Session)/;

const SEALED = /^enc:v1:-?\d+:/;

/**
 * Every event type of every events.ts under schemas/, of the shared events of acknowledged work
 * and of the search's synonym table (schemas/search/synonyms.ts, until they move to an events.ts):
 * a key of a payload map (`  ArticlePublished: articleRef,`) or a `type: 'X'` of a union.
 */
const DECLARED = /type:\s*'([A-Z][A-Za-z]+)'|(?:^|\{)\s*([A-Z][A-Za-z]+):/gm;

function declaredEventTypes(): Map<string, string> {
  const root = join(import.meta.dirname);
  const out = new Map<string, string>();
  for (const m of readFileSync(join(root, 'shared', 'work.ts'), 'utf8').matchAll(DECLARED)) out.set((m[1] ?? m[2])!, 'shared');
  for (const m of readFileSync(join(root, 'search', 'synonyms.ts'), 'utf8').matchAll(DECLARED)) out.set((m[1] ?? m[2])!, 'search');
  for (const m of readFileSync(join(root, 'newsletter', 'issues.events.ts'), 'utf8').matchAll(DECLARED)) out.set((m[1] ?? m[2])!, 'newsletter');
  for (const dir of readdirSync(root, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    let text: string;
    try {
      text = readFileSync(join(root, dir.name, 'events.ts'), 'utf8');
    } catch {
      continue;
    }
    for (const m of text.matchAll(DECLARED)) out.set((m[1] ?? m[2])!, dir.name);
  }
  return out;
}

describe('every event type is classified', () => {
  it('each type declared in schemas/*/events.ts is listed in PERSONAL, and nothing else is', () => {
    const declared = declaredEventTypes();
    expect(declared.size).toBeGreaterThan(30);
    const missing = [...declared.keys()].filter((t) => !(t in PERSONAL));
    expect(missing, 'event types to classify (which fields hold personal data?)').toEqual([]);
    const stale = Object.keys(PERSONAL).filter((t) => !declared.has(t));
    expect(stale, 'classified types no longer declared').toEqual([]);
  });
});

describe('personal fields are sealed in the raw event log', () => {
  let t: TestApp;
  const tag = `${process.pid}${Date.now().toString(36)}`;
  const markers = {
    displayName: `Marker Name ${tag}`,
    comment: `marker comment text ${tag}`,
    reason: `marker report reason ${tag}`,
    threadTitle: `Marker thread title ${tag}`,
    threadContent: `marker thread content ${tag}, long enough to pass the rules of the forum.`,
    reply: `marker reply content ${tag}, long enough too.`,
    newsletter: `marker-${tag}@example.test`,
  };
  const answers: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp({ SEED_CONTENT: '1' });
    const member = await loginAs(t, 'member');
    answers.profile = (await member.post('/_api/user/profile').send({ displayName: markers.displayName })).status;
    const articles = await t.request().get('/_api/articles?limit=1');
    const articleId = (articles.body.articles?.[0]?.id ?? articles.body.items?.[0]?.id) as number | undefined;
    if (articleId) {
      const posted = await member.post('/_api/articles/comments').send({ articleId, content: markers.comment });
      answers.comment = posted.status;
      const commentId = (posted.body.comment?.id ?? posted.body.id) as number | undefined;
      const admin = await loginAs(t, 'admin');
      if (commentId) answers.report = (await admin.post('/_api/comments/report').send({ commentId, reason: markers.reason })).status;
    }
    const categories = await t.request().get('/_api/forum/categories');
    const categoryId = (categories.body.json?.[0]?.id ?? categories.body.categories?.[0]?.id) as number | undefined;
    if (categoryId) {
      const thread = await member.post('/_api/forum/thread').send({ categoryId, title: markers.threadTitle, content: markers.threadContent });
      answers.thread = thread.status;
      const threadId = (thread.body.thread?.id ?? thread.body.threadId ?? thread.body.id) as number | undefined;
      if (threadId) answers.reply = (await member.post('/_api/forum/thread/reply').send({ threadId, content: markers.reply })).status;
    }
    const nl = await t.request().get('/_api/newsletter/categories');
    const pref = (nl.body.categories?.[0]?.id ?? nl.body[0]?.id) as number | undefined;
    answers.newsletter = (
      await t.agent().post('/_api/newsletter/subscribe').send({ email: markers.newsletter, preferences: pref ? [pref] : [1], source: 'newsletter-page' })
    ).status;
  }, 120_000);
  afterAll(async () => t?.close());

  it('the marker writes went through the real commands', () => {
    for (const [what, status] of Object.entries(answers)) expect(status, what).toBeLessThan(300);
    expect(Object.keys(answers).sort()).toEqual(['comment', 'newsletter', 'profile', 'reply', 'report', 'thread']);
  });

  it('every personal field of every stored event is null or sealed', () => {
    const clear: string[] = [];
    const unknown = new Set<string>();
    for (const row of eventRows(t)) {
      const fields = PERSONAL[row.type];
      if (!fields) {
        if (!INFRASTRUCTURE.test(row.type)) unknown.add(row.type);
        continue;
      }
      const data = JSON.parse(row.data) as Record<string, unknown>;
      for (const f of fields) {
        const v = data[f];
        if (v !== null && v !== undefined && !(typeof v === 'string' && SEALED.test(v))) clear.push(`${row.type}.${f} at ${row.position} (${row.stream_id})`);
      }
    }
    expect(clear, 'personal fields in the clear').toEqual([]);
    expect([...unknown], 'stored event types PERSONAL does not classify').toEqual([]);
  });

  it('no marker and no demo address appears in the clear anywhere in the log', () => {
    const raw = eventRows(t).map((r) => `${r.stream_id}\n${r.type}\n${r.data}\n${r.metadata}`).join('\n');
    for (const [what, marker] of Object.entries(markers)) expect(raw.includes(marker), what).toBe(false);
    for (const address of ['member@example.com', 'admin@example.com']) expect(raw.toLowerCase().includes(address), address).toBe(false);
  });

  it('no email address is written to a log line', () => {
    expect(t.logs.join('\n')).not.toMatch(/[\w.+-]+@example\.(com|test)/);
  });
});
