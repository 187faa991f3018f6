/**
 * Rules for the seeded experts and interviews (ops/seed/content/experts.ts): SPEC sections 2, 3 and 9,
 * /work/shared/CONTENT.md, the expert commands' validation (schemas/experts/commands.ts) and the
 * article HTML rules (ops/seed/content/check-articles.ts).
 */
import { describe, expect, it } from 'vitest';
import { profileExpertInput, publishInterviewInput } from '../../../schemas/experts/commands.js';
import { DESCRIPTION_PREVIEW, INTERVIEW_TYPES, SPECIALIZATIONS } from '../../../schemas/experts/messages.js';
import { sanitizeHtml } from '../../../projections/articles/sanitize.js';
import { seedExperts, seedInterviews } from './experts.js';

const ALLOWED_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'em']);
const expertsByKey = new Map(seedExperts.map((e) => [e.key, e]));

/** Runs `check` for every item and fails once, listing every item it throws for. */
function expectAll<T>(items: T[], where: (item: T) => string, check: (item: T) => string | null) {
  const problems = items.map((x) => {
    const p = check(x);
    return p ? `${where(x)}: ${p}` : null;
  });
  expect(problems.filter((p) => p !== null)).toEqual([]);
}

const stripTags = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&');
const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const interviewWords = (i: (typeof seedInterviews)[number]) =>
  i.questions.reduce((n, q) => n + countWords(q.question) + countWords(stripTags(q.answer)), 0);

/** Every text a visitor can read, with where it is. */
const allTexts: { where: string; text: string }[] = [
  ...seedExperts.flatMap((e) => [e.name, e.title, e.credentials, e.bio, e.location].map((text) => ({ where: e.key, text }))),
  ...seedInterviews.flatMap((i) => [
    { where: i.slug, text: i.title },
    { where: i.slug, text: i.description },
    ...i.questions.flatMap((q, n) => [
      { where: `${i.slug} q${n + 1}`, text: q.question },
      { where: `${i.slug} a${n + 1}`, text: q.answer },
    ]),
  ]),
];

describe('seeded experts', () => {
  it('has at least 6 experts with unique keys and names that pass the profile command', () => {
    expect(seedExperts.length).toBeGreaterThanOrEqual(6);
    expect(expertsByKey.size).toBe(seedExperts.length);
    expect(new Set(seedExperts.map((e) => e.name)).size).toBe(seedExperts.length);
    expectAll(seedExperts, (e) => e.key, (e) => {
      if (!/^[a-z][a-z0-9-]*$/.test(e.key)) return 'bad key';
      const { key: _key, ...fields } = e;
      const parsed = profileExpertInput.safeParse(fields);
      if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
      for (const k of ['name', 'title', 'credentials', 'bio', 'location'] as const) if (parsed.data[k] !== e[k]) return `${k} has surrounding whitespace`;
      return null;
    });
    // the command rejects what the rules say, so a wrong import cannot pass by accepting everything
    expect(profileExpertInput.safeParse({ ...seedExperts[0], key: undefined, specializations: ['Cooking'] }).success).toBe(false);
  });

  it('covers all seven specializations of the fixed list, each by at least one expert', () => {
    const covered = new Set(seedExperts.flatMap((e) => e.specializations));
    expect([...SPECIALIZATIONS].filter((s) => !covered.has(s))).toEqual([]);
    expect(SPECIALIZATIONS).toHaveLength(7);
  });

  it('gives every expert a 100 to 250 word bio, real-looking credentials, plausible experience and a city', () => {
    const credential = /\b(MD|PhD|LMFT|LCSW|MPH|RN|MSN|FNP-BC|DPT|MScPT|physiotherapist|psychologist|AASECT)\b/;
    expectAll(seedExperts, (e) => e.key, (e) => {
      const words = countWords(e.bio);
      if (words < 100 || words > 250) return `bio of ${words} words (100..250)`;
      if (!credential.test(e.credentials)) return `credentials "${e.credentials}" name no recognised qualification`;
      if (!Number.isInteger(e.yearsExperience) || e.yearsExperience < 3 || e.yearsExperience > 40) return `yearsExperience ${e.yearsExperience}`;
      if (!/^[A-Z][\w .'-]+, [A-Z][\w .'-]+$/.test(e.location)) return `location "${e.location}" is not "City, Region"`;
      if (e.bio.length <= 150) return 'bio too short for the 150-character preview to mean anything';
      return null;
    });
  });

  it('links only to example.com / example.org addresses over https', () => {
    expectAll(seedExperts, (e) => e.key, (e) => {
      for (const url of [e.websiteUrl, e.linkedinUrl]) {
        if (url === undefined) continue;
        const u = new URL(url);
        if (u.protocol !== 'https:') return `${url} is not https`;
        if (!/(^|\.)example\.(com|org)$/.test(u.hostname)) return `${url} is not an example.com / example.org address`;
      }
      return null;
    });
    expect(seedExperts.filter((e) => e.websiteUrl).length).toBe(seedExperts.length);
  });
});

describe('seeded interviews', () => {
  it('has 10 interviews with unique slugs and titles, each by a seeded expert, passing the publish command', () => {
    expect(seedInterviews).toHaveLength(10);
    expect(new Set(seedInterviews.map((i) => i.slug)).size).toBe(seedInterviews.length);
    expect(new Set(seedInterviews.map((i) => i.title.toLowerCase())).size).toBe(seedInterviews.length);
    expectAll(seedInterviews, (i) => i.slug, (i) => {
      if (!expertsByKey.has(i.expert)) return `unknown expert "${i.expert}"`;
      const { expert: _e, views, daysAgo: _d, ...fields } = i;
      const parsed = publishInterviewInput.safeParse({ ...fields, expertId: 1, viewCount: views });
      if (!parsed.success) return parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ');
      if (i.title.length >= 70) return `title of ${i.title.length} characters (under 70)`;
      return null;
    });
    expect(publishInterviewInput.safeParse({ ...seedInterviews[0], expertId: 1, questions: [] }).success).toBe(false);
  });

  it('gives every expert an interview and some experts several (for "More from {expert}")', () => {
    const perExpert = new Map<string, number>();
    for (const i of seedInterviews) perExpert.set(i.expert, (perExpert.get(i.expert) ?? 0) + 1);
    expect(seedExperts.filter((e) => !perExpert.has(e.key)).map((e) => e.key)).toEqual([]);
    expect([...perExpert.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(3);
  });

  it('features 3 or 4 interviews, by different experts', () => {
    const featured = seedInterviews.filter((i) => i.featured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(new Set(featured.map((i) => i.expert)).size).toBe(featured.length);
  });

  it('has descriptions that read as whole previews within the 120-character card cut', () => {
    expect(DESCRIPTION_PREVIEW).toBe(120);
    expectAll(seedInterviews, (i) => i.slug, (i) => {
      if (i.description.length > DESCRIPTION_PREVIEW) return `description of ${i.description.length} characters (max ${DESCRIPTION_PREVIEW})`;
      if (i.description.length < 60) return `description of ${i.description.length} characters is too thin (min 60)`;
      if (!/[.?!]$/.test(i.description)) return 'description does not end a sentence';
      return null;
    });
  });

  it('uses several interview types from the fixed list', () => {
    const types = new Set(seedInterviews.map((i) => i.interviewType));
    expect([...types].filter((t) => !INTERVIEW_TYPES.includes(t))).toEqual([]);
    expect(types.size).toBeGreaterThanOrEqual(3);
  });

  it('asks at least 5 distinct, substantive questions per interview, with answers of 50 to 220 words', () => {
    expectAll(seedInterviews, (i) => i.slug, (i) => {
      if (i.questions.length < 5) return `${i.questions.length} questions (min 5)`;
      if (new Set(i.questions.map((q) => q.question)).size !== i.questions.length) return 'repeated question';
      for (const [n, q] of i.questions.entries()) {
        if (!/[?.]$/.test(q.question)) return `question ${n + 1} does not end with ? or .`;
        const words = countWords(stripTags(q.answer));
        if (words < 50 || words > 220) return `answer ${n + 1} has ${words} words (50..220)`;
      }
      return null;
    });
  });

  it('states a reading time that matches the text (about 200 words a minute)', () => {
    expectAll(seedInterviews, (i) => i.slug, (i) => {
      const expected = Math.ceil(interviewWords(i) / 200);
      return Math.abs(i.durationMinutes - expected) <= 1 ? null : `durationMinutes ${i.durationMinutes}, text reads in about ${expected}`;
    });
  });

  it('writes answers as simple, well-formed HTML on one line that the sanitiser leaves unchanged', () => {
    expectAll(
      seedInterviews.flatMap((i) => i.questions.map((q, n) => ({ where: `${i.slug} a${n + 1}`, html: q.answer }))),
      (a) => a.where,
      (a) => {
        if (/\n/.test(a.html)) return 'contains a line break (the page turns them into <br>)';
        if (!/^<(p|ul|ol)>/.test(a.html)) return 'does not start with a paragraph or list';
        const stack: string[] = [];
        for (const m of a.html.matchAll(/<(\/?)([a-zA-Z0-9]+)([^>]*)>/g)) {
          const [, closing, name = '', attrs = ''] = m;
          if (!ALLOWED_TAGS.has(name)) return `tag <${name}> not allowed`;
          if (attrs.trim()) return `attributes on <${name}>`;
          if (closing) {
            if (stack.pop() !== name) return `mismatched </${name}>`;
          } else stack.push(name);
        }
        if (stack.length) return `unclosed ${stack.join(', ')}`;
        if (/&(?![a-z]+;|#\d+;)/i.test(a.html)) return 'unescaped &';
        if (sanitizeHtml(a.html) !== a.html) return 'changed by the sanitiser';
        return null;
      },
    );
  });

  it('keeps questions plain text', () => {
    expectAll(seedInterviews.flatMap((i) => i.questions.map((q) => ({ where: i.slug, q: q.question }))), (x) => x.where, (x) =>
      /[<>]/.test(x.q) ? 'question contains markup' : null,
    );
  });

  it('is published over the past year and a bit, on different days, with plausible view counts', () => {
    expectAll(seedInterviews, (i) => i.slug, (i) => {
      if (!Number.isInteger(i.daysAgo) || i.daysAgo < 1 || i.daysAgo > 548) return `daysAgo ${i.daysAgo} (1..548)`;
      if (!Number.isInteger(i.views) || i.views < 100 || i.views > 50_000) return `views ${i.views} (100..50000)`;
      return null;
    });
    expect(new Set(seedInterviews.map((i) => i.daysAgo)).size).toBe(seedInterviews.length);
    const days = seedInterviews.map((i) => i.daysAgo);
    expect(Math.max(...days)).toBeGreaterThanOrEqual(300);
    expect(Math.min(...days)).toBeLessThanOrEqual(30);
    // featured pieces are the popular ones
    const featuredViews = seedInterviews.filter((i) => i.featured).map((i) => i.views);
    const median = [...seedInterviews.map((i) => i.views)].sort((a, b) => a - b)[Math.floor(seedInterviews.length / 2)] ?? 0;
    for (const v of featuredViews) expect(v).toBeGreaterThan(median);
  });
});

describe('seeded expert content as a whole (CONTENT.md)', () => {
  it('names no external site: no links, www addresses or domains other than example.*', () => {
    expectAll(allTexts, (t) => t.where, (t) => {
      if (/<a\b|href=/i.test(t.text)) return 'contains a link';
      if (/\bhttps?:\/\/|\bwww\./i.test(t.text)) return 'contains a web address';
      const domains = [...t.text.matchAll(/\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|gov|uk|ca|edu)\b/gi)].map((m) => m[0]);
      const external = domains.filter((d) => !/(^|\.)example\.(com|org|net)$/i.test(d));
      if (external.length) return `names ${external.join(', ')}`;
      if (/\S+@\S+\.\S+/.test(t.text)) return 'contains an email address';
      if (/\+?\d[\d ()-]{8,}\d/.test(t.text)) return 'contains what looks like a phone number';
      return null;
    });
  });

  it('leaves the medical-advice note to the page, and keeps off topics that would need a content note', () => {
    const sensitive = /\b(assault|abuse|abusive|pregnancy loss|miscarriage|self-harm|suicid\w*|rape)\b/i;
    expectAll(allTexts, (t) => t.where, (t) => {
      if (/not medical advice|not a substitute for medical advice/i.test(t.text)) return 'repeats the medical-advice note';
      if (sensitive.test(stripTags(t.text))) return 'touches a topic that needs a content note';
      return null;
    });
  });

  it('grounds numbers in named public-health sources and points every interview to professional care', () => {
    const source = /\b(CDC|WHO|NHS|ACOG|AASECT|NICE|DSM-5|ICD-11)\b/;
    const care = /\b(doctor|clinician|clinic|nurse|midwife|prescriber|pharmacist|physiotherapist|therapist|counsellor|emergency department|helpline)s?\b/i;
    expectAll(seedInterviews, (i) => i.slug, (i) => {
      const text = i.questions.map((q) => stripTags(q.answer)).join(' ');
      if (!care.test(text)) return 'never points to professional care';
      for (const [n, q] of i.questions.entries()) {
        const a = stripTags(q.answer);
        if (/\d+\s*(%|in 100|out of \d)/.test(a) && !source.test(a)) return `answer ${n + 1} gives a figure without naming its source`;
      }
      return null;
    });
    // the health interviews name their sources
    const health = seedInterviews.filter((i) => expertsByKey.get(i.expert)?.specializations.includes('Sexual Health'));
    expect(health.length).toBeGreaterThanOrEqual(4);
    expectAll(health, (i) => i.slug, (i) => (i.questions.some((q) => source.test(q.answer)) ? null : 'names no public-health source'));
  });

  it('uses inclusive wording rather than assuming partners\' genders', () => {
    expectAll(allTexts, (t) => t.where, (t) =>
      /\b(your (husband|wife|boyfriend|girlfriend)|opposite sex|normal sex|real sex)\b/i.test(t.text) ? 'assumes genders or ranks kinds of sex' : null,
    );
  });
});
