import { seedContext } from '../../ops/seed/accounts.js';
import { seedExperts } from '../../ops/seed/experts.js';
import type { SeedExpertContent, SeedInterview } from '../../ops/seed/content/experts-types.js';

/** A small fixture of experts and interviews for the API tests (the real seed text is ops/seed/content/experts.ts). */
const bio = (who: string) => `${who} has spent many years helping people understand their bodies and relationships with care and evidence.`;

export const fixture: SeedExpertContent = {
  experts: [
    {
      key: 'ana', name: 'Dr. Ana Ferreira', title: 'Sexual Health Physician', credentials: 'MD, MPH', bio: bio('Ana'),
      yearsExperience: 15, location: 'Lisbon, Portugal', specializations: ['Sexual Health', 'Communication'],
      websiteUrl: 'https://ana.example.com', linkedinUrl: 'https://www.linkedin.example.org/in/ana',
    },
    {
      key: 'sam', name: 'Sam Okafor', title: 'Couples Therapist', credentials: 'LMFT', bio: `${bio('Sam')} Known for work on ÉMOTION and trust.`,
      yearsExperience: 9, location: 'Toronto, Canada', specializations: ['Relationship Dynamics', 'LGBTQ+ Topics', 'Communication'],
    },
    {
      key: 'kim', name: 'Kim Laine', title: 'Sex Therapist', credentials: 'PhD, AASECT-certified', bio: bio('Kim'),
      yearsExperience: 20, location: 'Helsinki, Finland', specializations: ['Sex Therapy', 'Kink & BDSM'],
    },
  ],
  interviews: [],
};

const q = (i: number) => ({
  question: `Question number ${i}: what should readers know?`,
  answer: `<p>Answer ${i} with <strong>care</strong>.\nSecond line.</p><script>alert(1)</script><img src=x onerror="alert(1)">`,
});

const interview = (n: number, expert: string, over: Partial<SeedInterview> = {}): SeedInterview => ({
  slug: `interview-${n}`,
  expert,
  title: `Interview number ${n}`,
  description: `A conversation, number ${n}, about something useful.`,
  interviewType: n % 3 === 0 ? 'Deep Dive' : 'Q&A',
  durationMinutes: 5 + n,
  featured: n % 4 === 0,
  views: 1000 + n,
  daysAgo: 100 - n,
  questions: [1, 2, 3, 4, 5].map(q),
  ...over,
});

// 12 interviews: ana 1..6, sam 7..10, kim 11..12; published days 99..88 ago (n=12 newest).
fixture.interviews = [
  ...[1, 2, 3, 4, 5, 6].map((n) => interview(n, 'ana')),
  ...[7, 8, 9, 10].map((n) => interview(n, 'sam')),
  ...[11, 12].map((n) => interview(n, 'kim')),
].reverse();

export async function seedFixture(t: { deps: Parameters<typeof seedExperts>[0] }) {
  const ids = await seedExperts(t.deps, seedContext(new Date('2026-06-01T12:00:00Z')), fixture);
  await t.deps.awaitProjection((await t.deps.store.head())!);
  return ids;
}
