/**
 * Rules for the seeded forum content (ops/seed/content/forum.ts): SPEC sections 3, 5 and 9,
 * /work/shared/CONTENT.md, and the content checks ./check-articles.ts applies to comments.
 */
import { describe, expect, it } from 'vitest';
import { forumContent, forumReplyContent, forumTitle } from '../../../schemas/forum/commands.js';
import { forumCategoryTypeLabels, forumCategoryTypes } from '../../../schemas/forum/events.js';
import { seedArticles, seedAuthors, seedMembers } from './articles.js';
import { seedForumCategories, seedForumThreads } from './forum.js';
import type { SeedForumThread } from './forum-types.js';

const DAY = 86_400_000;
/** About 18 months. */
const MAX_DAYS_AGO = 548;
/**
 * The earliest moment the seeded site makes sense: when its newest article was written. Seeding
 * later only moves forum posts later, so a post dated against this is never older than an
 * article it links to.
 */
const EARLIEST_SEED = Math.max(...seedArticles.map((a) => Date.parse(a.createdAt)));

const people = new Set(['admin', ...seedMembers.map((m) => m.displayName), ...seedAuthors.map((a) => a.displayName)]);
const categoryKeys = new Set(seedForumCategories.map((c) => c.key));
const articlesBySlug = new Map(seedArticles.map((a) => [a.slug, a]));

/** Every post of a thread (the opening post first) with its age in days. */
function posts(t: SeedForumThread): { by: string; content: string; daysAgo: number; where: string }[] {
  return [
    { by: t.by, content: t.content, daysAgo: t.daysAgo, where: `"${t.title}"` },
    ...t.replies.map((r, i) => ({ by: r.by, content: r.content, daysAgo: t.daysAgo - r.daysAfter, where: `"${t.title}" reply ${i + 1}` })),
  ];
}
const allPosts = seedForumThreads.flatMap(posts);

/** Runs `check` for every item and fails once, listing every item it throws for. */
function expectAll<T>(items: T[], where: (item: T) => string, check: (item: T) => string | null) {
  const problems = items.map((x) => {
    const p = check(x);
    return p ? `${where(x)}: ${p}` : null;
  });
  expect(problems.filter((p) => p !== null)).toEqual([]);
}

describe('seeded forum categories', () => {
  it('has exactly one category of each SPEC type, named by its label, with a helpful description', () => {
    expect(seedForumCategories.map((c) => c.categoryType)).toEqual([...forumCategoryTypes]);
    expect(categoryKeys.size).toBe(seedForumCategories.length);
    expectAll(seedForumCategories, (c) => c.key, (c) => {
      if (!/^[a-z][a-z0-9-]*$/.test(c.key)) return 'bad key';
      if (c.name !== forumCategoryTypeLabels[c.categoryType]) return `name "${c.name}" is not the label of ${c.categoryType}`;
      if (c.description.length < 60 || c.description.length > 300) return `description of ${c.description.length} characters (60..300)`;
      return null;
    });
  });

  it('gives every category at least three threads', () => {
    for (const c of seedForumCategories) {
      expect(seedForumThreads.filter((t) => t.category === c.key).length, c.name).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('seeded forum threads', () => {
  it('has at least 18 threads with unique titles, each in an existing category', () => {
    expect(seedForumThreads.length).toBeGreaterThanOrEqual(18);
    expect(new Set(seedForumThreads.map((t) => t.title.toLowerCase())).size).toBe(seedForumThreads.length);
    expectAll(seedForumThreads, (t) => t.title, (t) => (categoryKeys.has(t.category) ? null : `unknown category ${t.category}`));
  });

  it('passes the thread and reply validation of the forum commands, without trimming anything', () => {
    expectAll(seedForumThreads, (t) => t.title, (t) => {
      const title = forumTitle.safeParse(t.title);
      if (!title.success) return title.error.issues[0]?.message ?? 'bad title';
      if (title.data !== t.title) return 'title has surrounding whitespace';
      const content = forumContent.safeParse(t.content);
      if (!content.success) return content.error.issues[0]?.message ?? 'bad content';
      if (content.data !== t.content) return 'content has surrounding whitespace';
      for (const r of t.replies) {
        const reply = forumReplyContent.safeParse(r.content);
        if (!reply.success) return reply.error.issues[0]?.message ?? 'bad reply';
        if (reply.data !== r.content) return 'reply has surrounding whitespace';
      }
      return null;
    });
    // the rule's bounds, so a wrong schema import cannot pass this test by accepting everything
    expect(forumTitle.safeParse('Hey').success).toBe(false);
    expect(forumContent.safeParse('too short').success).toBe(false);
    expect(forumReplyContent.safeParse('   ').success).toBe(false);
  });

  it('is written by seed members, staff authors or the admin, with 2 to 8 replies from several people', () => {
    expectAll(allPosts, (p) => p.where, (p) => (people.has(p.by) ? null : `unknown author "${p.by}"`));
    expectAll(seedForumThreads, (t) => t.title, (t) => {
      if (t.replies.length < 2 || t.replies.length > 8) return `${t.replies.length} replies (2..8)`;
      const repliers = new Set(t.replies.map((r) => r.by));
      if (repliers.size < 2) return 'replies from fewer than 2 people';
      if (![...repliers].some((by) => by !== t.by)) return 'only the author replies';
      return null;
    });
    const members = new Set(allPosts.map((p) => p.by).filter((by) => seedMembers.some((m) => m.displayName === by)));
    expect(members.size).toBe(seedMembers.length);
  });

  it('spreads threads over the past 18 months, oldest first, with replies after their thread and before now', () => {
    expectAll(seedForumThreads, (t) => t.title, (t) => {
      if (!Number.isFinite(t.daysAgo) || t.daysAgo <= 0 || t.daysAgo > MAX_DAYS_AGO) return `daysAgo ${t.daysAgo} (0..${MAX_DAYS_AGO}]`;
      let previous = 0;
      for (const r of t.replies) {
        if (!Number.isFinite(r.daysAfter) || r.daysAfter <= 0) return `reply daysAfter ${r.daysAfter} is not after the thread`;
        if (r.daysAfter < previous) return 'replies are not in time order';
        if (t.daysAgo - r.daysAfter <= 0) return `reply ${r.daysAfter} days after a thread of ${t.daysAgo} days ago is in the future`;
        previous = r.daysAfter;
      }
      return null;
    });
    const ages = seedForumThreads.map((t) => t.daysAgo);
    for (let i = 1; i < ages.length; i++) expect(ages[i], seedForumThreads[i]?.title).toBeLessThan(ages[i - 1] ?? Infinity);
    expect(Math.max(...ages)).toBeGreaterThanOrEqual(450);
    expect(Math.min(...ages)).toBeLessThanOrEqual(30);
    // a spread, not a cluster: every quarter of the 18 months has threads
    for (let q = 0; q < 6; q++) {
      const inQuarter = ages.filter((d) => d > q * 91 && d <= (q + 1) * 91 + (q === 5 ? 2 : 0));
      expect(inQuarter.length, `threads ${q * 91}..${(q + 1) * 91} days ago`).toBeGreaterThanOrEqual(1);
    }
  });

  it('pins 2 or 3 admin threads and locks exactly one, whose last reply is the admin explaining the lock', () => {
    const pinned = seedForumThreads.filter((t) => t.pinned);
    expect(pinned.length).toBeGreaterThanOrEqual(2);
    expect(pinned.length).toBeLessThanOrEqual(3);
    for (const t of pinned) expect(t.by, t.title).toBe('admin');
    expect(pinned.some((t) => /welcome/i.test(t.title))).toBe(true);
    expect(pinned.some((t) => /guidelines/i.test(t.title))).toBe(true);

    const locked = seedForumThreads.filter((t) => t.locked);
    expect(locked).toHaveLength(1);
    const [lockedThread] = locked;
    expect(lockedThread?.pinned).not.toBe(true);
    const last = lockedThread?.replies.at(-1);
    expect(last?.by).toBe('admin');
    expect(last?.content).toMatch(/\block(ed|ing)?\b/i);

    const adminReplies = seedForumThreads.flatMap((t) => t.replies.filter((r) => r.by === 'admin'));
    expect(adminReplies.length).toBeGreaterThanOrEqual(4);
    expect(adminReplies.some((r) => /^moderator note:/i.test(r.content))).toBe(true);
  });

  it('has plausible view counts', () => {
    expectAll(seedForumThreads, (t) => t.title, (t) => {
      if (!Number.isInteger(t.views) || t.views < 20 || t.views > 2000) return `views ${t.views} (whole number 20..2000)`;
      if (t.views < t.replies.length * 10) return `views ${t.views} too few for ${t.replies.length} replies`;
      return null;
    });
  });

  it('links only to published seed articles that existed when the post was written', () => {
    let links = 0;
    expectAll(allPosts, (p) => p.where, (p) => {
      for (const m of p.content.matchAll(/\/articles\/([^\s),.;:!?"']*)/g)) {
        links++;
        const slug = m[1] ?? '';
        const article = articlesBySlug.get(slug);
        if (!article) return `links to unknown article "${slug}"`;
        if (!article.published) return `links to draft article "${slug}"`;
        const postedAt = EARLIEST_SEED - p.daysAgo * DAY;
        if (postedAt < Date.parse(article.createdAt)) return `links to "${slug}" before it was written`;
      }
      return null;
    });
    expect(links).toBeGreaterThanOrEqual(10);
  });

  it('is plain, non-identifying text like seeded comments (no markup, links, emails or phone numbers)', () => {
    expectAll(allPosts, (p) => p.where, (p) => {
      if (/<[a-z!/]/i.test(p.content)) return 'contains markup';
      if (/\bhttps?:|\bwww\./i.test(p.content)) return 'contains an external link';
      if (/\S+@\S+\.\S+/.test(p.content)) return 'contains an email address';
      if (/\+?\d[\d ()-]{8,}\d/.test(p.content)) return 'contains what looks like a phone number';
      if (/\n{3,}/.test(p.content) || /[ \t]+\n/.test(p.content)) return 'stray blank lines or trailing spaces';
      return null;
    });
  });

  it('keeps off topics that would need a content note (as check-articles.ts requires for articles)', () => {
    const sensitive = /\b(assault|abuse|abusive|pregnancy loss|miscarriage|self-harm|suicid\w*|rape)\b/i;
    expectAll(allPosts, (p) => p.where, (p) =>
      sensitive.test(p.content) && !/^Content note:/.test(p.content) ? 'touches a sensitive topic without a content note' : null,
    );
  });

  it('points medical questions in Support Community to professional care', () => {
    const care = /\b(GP|doctor|clinician|clinic|prescriber|physio\w*|therapist|pharmacist|emergency)\b/i;
    expectAll(
      seedForumThreads.filter((t) => seedForumCategories.find((c) => c.key === t.category)?.categoryType === 'support_community'),
      (t) => t.title,
      (t) => (t.replies.some((r) => care.test(r.content)) || care.test(t.content) ? null : 'no reply points to professional care'),
    );
  });
});
