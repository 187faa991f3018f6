/**
 * Sanity checks for the seeded article content.
 * Run: npx tsx ops/seed/content/check-articles.ts
 * Exits non-zero and lists every problem if a rule is broken.
 */
import { seedArticles, seedAuthors, seedMembers } from './articles.js';
import type { SeedArticle, SeedComment } from './articles.js';

const CATEGORIES = ['expert_qa', 'product_reviews', 'relationship_dynamics', 'sexual_health', 'techniques_pleasure'] as const;
const ALLOWED_TAGS = new Set(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a']);
const NOW_LIMIT = Date.parse('2026-11-20T00:00:00Z');
const MIN_DATE = Date.parse('2025-01-01T00:00:00Z');

const problems: string[] = [];
const fail = (where: string, msg: string): void => {
  problems.push(`${where}: ${msg}`);
};

function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

function stripTags(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' '));
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function checkHtml(a: SeedArticle, where: string): void {
  const html = a.content;
  const tagRe = /<\/?([a-zA-Z0-9]+)([^>]*)>/g;
  const stack: string[] = [];
  for (const m of html.matchAll(tagRe)) {
    const full = m[0];
    const name = (m[1] ?? '').toLowerCase();
    const attrs = (m[2] ?? '').trim();
    if (!ALLOWED_TAGS.has(name)) fail(where, `disallowed tag <${name}>`);
    const closing = full.startsWith('</');
    if (closing) {
      const open = stack.pop();
      if (open !== name) fail(where, `mismatched </${name}> (open: ${open ?? 'none'})`);
      continue;
    }
    if (name === 'a') {
      if (!/^href="https:\/\/[^"\s]+"$/.test(attrs)) fail(where, `bad <a> attributes: ${attrs}`);
    } else if (attrs.length > 0) {
      fail(where, `attributes not allowed on <${name}>: ${attrs}`);
    }
    stack.push(name);
  }
  if (stack.length > 0) fail(where, `unclosed tags: ${stack.join(', ')}`);
  if (/style=|<script|<img|on\w+=/i.test(html)) fail(where, 'inline style, script, image or handler found');
  if (/not medical advice|not a substitute for medical advice/i.test(html)) fail(where, 'contains the medical-advice note (the page adds it)');
  // bare ampersands must be entities
  if (/&(?![a-z]+;|#\d+;)/i.test(html)) fail(where, 'unescaped & in HTML');
}

function checkStructure(a: SeedArticle, where: string, words: number): number {
  // Key points near the top
  const kp = a.content.search(/<h2>Key points<\/h2>/i);
  if (kp < 0) fail(where, 'no "Key points" heading');
  else if (kp > a.content.length * 0.2) fail(where, '"Key points" not near the top');
  // headings every 150-300 words: the longest run of words without a heading must be <= 300
  const chunks = a.content.split(/<h[23]>[\s\S]*?<\/h[23]>/);
  const runs = chunks.map((c) => countWords(stripTags(c)));
  const longest = Math.max(...runs);
  if (longest > 300) fail(where, `a section runs ${longest} words without a heading (max 300)`);
  const headings = (a.content.match(/<h[23]>/g) ?? []).length;
  if (words / Math.max(headings, 1) < 75) fail(where, `too many headings for the length (${headings})`);
  // short paragraphs
  for (const p of a.content.match(/<p>[\s\S]*?<\/p>/g) ?? []) {
    const n = countWords(stripTags(p));
    if (n > 110) fail(where, `paragraph of ${n} words (keep paragraphs short)`);
  }
  // content note where needed
  const sensitive = /\b(assault|abuse|abusive|pregnancy loss|miscarriage|self-harm|suicid\w*|rape)\b/i;
  if (sensitive.test(stripTags(a.content))) {
    if (!/^\s*<blockquote><p><strong>Content note:?<\/strong>/.test(a.content)) fail(where, 'touches a sensitive topic but has no content note at the top');
  }
  return longest;
}

function countSentences(s: string): number {
  return (s.trim().match(/[.!?](\s|$)/g) ?? []).length;
}

const memberNames = new Set(seedMembers.map((m) => m.displayName));
const authorNames = new Set(seedAuthors.map((x) => x.displayName));

function checkComment(c: SeedComment, depth: number, where: string): number {
  let count = 1;
  if (!memberNames.has(c.author)) fail(where, `comment author "${c.author}" is not a seed member`);
  if (c.content.trim().length === 0) fail(where, 'empty comment');
  if (c.content.length > 5000) fail(where, `comment of ${c.content.length} characters (max 5000)`);
  if (/<[a-z]/i.test(c.content)) fail(where, 'comment contains markup');
  const voters = new Set<string>();
  for (const v of c.votes ?? []) {
    if (!memberNames.has(v.by)) fail(where, `vote by unknown member "${v.by}"`);
    if (v.by === c.author) fail(where, `${c.author} votes on their own comment`);
    if (voters.has(v.by)) fail(where, `${v.by} votes twice on one comment`);
    voters.add(v.by);
  }
  if (c.replies && c.replies.length > 0) {
    if (depth >= 2) fail(where, 'replies nested deeper than 2 levels');
    if (c.replies.length > 2) fail(where, `comment has ${c.replies.length} replies (max 2)`);
    for (const r of c.replies) count += checkComment(r, depth + 1, where);
  }
  return count;
}

// ---- people ----
if (seedAuthors.length !== 4) fail('authors', `expected 4, got ${seedAuthors.length}`);
if (seedMembers.length !== 8) fail('members', `expected 8, got ${seedMembers.length}`);
for (const p of [...seedAuthors, ...seedMembers]) {
  if (!/^[^@\s]+@example\.com$/.test(p.email)) fail(p.displayName, `email ${p.email} is not @example.com`);
}
if (new Set([...seedAuthors, ...seedMembers].map((p) => p.email)).size !== 12) fail('people', 'duplicate emails');
if (new Set([...authorNames, ...memberNames]).size !== 12) fail('people', 'duplicate display names');

// ---- articles ----
const slugs = new Set<string>();
const rows: string[] = [];
for (const a of seedArticles) {
  const where = a.slug;
  if (slugs.has(a.slug)) fail(where, 'duplicate slug');
  slugs.add(a.slug);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(a.slug) || a.slug.length < 3) fail(where, 'bad slug');
  if (!CATEGORIES.includes(a.category)) fail(where, `bad category ${a.category}`);
  if (!authorNames.has(a.author)) fail(where, `author "${a.author}" is not a seed author`);
  if (a.title.length < 3 || a.title.length >= 70) fail(where, `title length ${a.title.length} (must be 3..69)`);
  if (a.excerpt.length < 10 || a.excerpt.length > 300) fail(where, `excerpt length ${a.excerpt.length}`);
  const sentences = countSentences(a.excerpt);
  if (sentences < 1 || sentences > 2) fail(where, `excerpt has ${sentences} sentences`);
  const created = Date.parse(a.createdAt);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/.test(a.createdAt) || Number.isNaN(created)) fail(where, `bad createdAt ${a.createdAt}`);
  else if (created < MIN_DATE || created >= NOW_LIMIT) fail(where, `createdAt ${a.createdAt} out of range`);
  if (!a.medicalReviewer || !a.lastReviewed) fail(where, 'missing medical reviewer or lastReviewed');
  if (a.lastReviewed) {
    const lr = Date.parse(`${a.lastReviewed}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(a.lastReviewed) || Number.isNaN(lr)) fail(where, `bad lastReviewed ${a.lastReviewed}`);
    else if (lr < Date.parse(a.createdAt.slice(0, 10) + 'T00:00:00Z') || lr >= NOW_LIMIT) fail(where, `lastReviewed ${a.lastReviewed} before creation or in the future`);
  }
  if (a.sources.length < 2) fail(where, 'fewer than 2 sources');
  for (const s of a.sources) {
    if (!/^https:\/\/[^\s]+$/.test(s.url)) fail(where, `source URL not https: ${s.url}`);
    if (!s.title || !s.publisher) fail(where, 'source missing title or publisher');
  }
  checkHtml(a, where);
  const words = countWords(stripTags(a.content));
  if (words < 600 || words > 1200) fail(where, `${words} words (must be 600..1200)`);
  const longest = checkStructure(a, where, words);
  let commentCount = 0;
  if (a.published) {
    if (a.comments.length < 2 || a.comments.length > 5) fail(where, `${a.comments.length} top-level comments (must be 2..5)`);
  }
  for (const c of a.comments) commentCount += checkComment(c, 1, where);
  rows.push(
    [
      a.slug.padEnd(54),
      a.category.padEnd(22),
      (a.published ? (a.featured ? 'pub*' : 'pub') : 'draft').padEnd(6),
      String(words).padStart(5),
      String(a.title.length).padStart(6),
      String(a.excerpt.length).padStart(8),
      String(longest).padStart(8),
      String(commentCount).padStart(9),
    ].join(' '),
  );
}

const published = seedArticles.filter((a) => a.published);
const drafts = seedArticles.filter((a) => !a.published);
const featured = seedArticles.filter((a) => a.featured);
if (seedArticles.length < 13) fail('articles', `only ${seedArticles.length} articles (min 13)`);
if (published.length < 12) fail('articles', `only ${published.length} published (min 12)`);
if (drafts.length < 1) fail('articles', 'no draft');
if (featured.length < 3 || featured.length > 4) fail('articles', `${featured.length} featured (must be 3 or 4)`);
if (featured.some((a) => !a.published)) fail('articles', 'a draft is featured');
for (const cat of CATEGORIES) {
  const n = published.filter((a) => a.category === cat).length;
  if (n < 2) fail('articles', `category ${cat} has ${n} published articles (min 2)`);
}

console.log(['slug'.padEnd(54), 'category'.padEnd(22), 'status', 'words', ' title', ' excerpt', ' maxsect', ' comments'].join(' '));
for (const r of rows) console.log(r);
console.log('');
for (const cat of CATEGORIES) {
  console.log(`${cat.padEnd(22)} published=${published.filter((a) => a.category === cat).length} drafts=${drafts.filter((a) => a.category === cat).length}`);
}
console.log(`total=${seedArticles.length} published=${published.length} drafts=${drafts.length} featured=${featured.length}`);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}
console.log('\nAll checks passed.');
