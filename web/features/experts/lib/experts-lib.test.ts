import { describe, expect, it } from 'vitest';
import { expectEach } from '../../../lib/dom.test-support';
import { SPECIALIZATIONS as SERVER_SPECIALIZATIONS } from '../../../../schemas/experts/messages';
import { expertKeys } from '../api/keys';
import { pickFeatured, pickRelated } from '../api/get-interviews';
import type { InterviewCard } from '../api/types';
import { personLd } from '../components/json-ld';
import { answerHtml, experienceLabel, longDate, minRead, parseExpertId, parseExpertQuery, parseSpecialization, preview, SPECIALIZATIONS, viewCountLabel } from './expert-meta';
import { expertPath, expertsPath, interviewPath } from './paths';

describe('previews (SPEC 9: bio 150, interview description 120)', () => {
  it('keeps text that fits as it is', () => {
    expect(preview('Short bio.', 150)).toEqual({ text: 'Short bio.', cut: false });
    expect(preview('x'.repeat(150), 150)).toEqual({ text: 'x'.repeat(150), cut: false });
  });

  it('cuts longer text at most at the limit, on a word, with an ellipsis', () => {
    const text = 'Counsellor and educator who has worked with couples and individuals on communication, desire and consent for two decades across three continents.';
    const out = preview(text, 120);
    expect(out.cut).toBe(true);
    expect(out.text.endsWith('…')).toBe(true);
    expect(Array.from(out.text).length).toBeLessThanOrEqual(121);
    expect(text.startsWith(out.text.slice(0, -1))).toBe(true);
    expect(out.text).not.toMatch(/\s…$/);
  });

  it('cuts a word-less run at the limit and counts code points, not UTF-16 units', () => {
    expect(preview('y'.repeat(200), 150).text).toBe(`${'y'.repeat(150)}…`);
    const emoji = '😀'.repeat(151);
    expect(preview(emoji, 150).text).toBe(`${'😀'.repeat(150)}…`);
  });
});

describe('answers: sanitised HTML with line breaks converted (SPEC 2)', () => {
  it('turns newlines inside text into <br>, at most two in a row', () => {
    expectEach(answerHtml, [
      ['First line.\nSecond line.', 'First line.<br>Second line.'],
      ['One.\r\n\r\n\r\nTwo.', 'One.<br><br>Two.'],
      ['<p>Answer with <strong>care</strong>.\nSecond line.</p>', '<p>Answer with <strong>care</strong>.<br>Second line.</p>'],
    ]);
  });

  it('leaves newlines between block elements as layout whitespace, and trims the ends', () => {
    expect(answerHtml('\n<p>One.</p>\n\n<p>Two.</p>\n<ul>\n<li>a</li>\n</ul>\n')).toBe('<p>One.</p>\n<p>Two.</p>\n<ul>\n<li>a</li>\n</ul>');
  });

  it('is idempotent and never adds anything but <br>', () => {
    const once = answerHtml('<p>a\nb</p>\n<p>c</p>');
    expect(answerHtml(once)).toBe(once);
    expect(once.replace(/<br>/g, '')).toBe('<p>ab</p>\n<p>c</p>');
  });
});

describe('labels', () => {
  it("write 'min read', en-US grouped views and years", () => {
    expectEach(minRead, [[12, '12 min read'], [0, '1 min read']]);
    expectEach(viewCountLabel, [[1, '1 view'], [1234567, '1,234,567 views']]);
    expectEach(experienceLabel, [[1, '1 year of experience'], [15, '15 years of experience']]);
  });

  it('write dates in UTC, and Invalid Date for garbage', () => {
    expectEach(longDate, [['2026-05-31T23:30:00.000Z', 'May 31, 2026'], ['nope', 'Invalid Date']]);
  });
});

describe('parameters', () => {
  it('the badges are the server list, and only those filter', () => {
    expect(SPECIALIZATIONS).toEqual(SERVER_SPECIALIZATIONS);
    expect(SPECIALIZATIONS).toHaveLength(7);
    expect(parseSpecialization('Kink & BDSM')).toBe('Kink & BDSM');
    expect(parseSpecialization('All')).toBeNull();
    expect(parseSpecialization('sexual health')).toBeNull();
    expect(parseSpecialization(null)).toBeNull();
  });

  it('trim q and keep at most 100 characters (the server refuses more)', () => {
    expectEach(parseExpertQuery, [['  therapy ', 'therapy'], [null, '']]);
    expect(parseExpertQuery('a'.repeat(150))).toHaveLength(100);
  });

  it('accept only positive whole expert ids', () => {
    expect(parseExpertId('12')).toBe(12);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', ' 1', '99999999999999999']) expect(parseExpertId(bad), String(bad)).toBeNull();
  });
});

describe('addresses and keys', () => {
  it('keep q and specialization in /experts, encoded', () => {
    expect(expertsPath('', null)).toBe('/experts');
    expect(expertsPath('trust', null)).toBe('/experts?q=trust');
    expect(expertsPath('a b', 'Kink & BDSM')).toBe('/experts?q=a+b&specialization=Kink+%26+BDSM');
    expect(new URL(`http://x${expertsPath('', 'LGBTQ+ Topics')}`).searchParams.get('specialization')).toBe('LGBTQ+ Topics');
    expect(expertPath(3)).toBe('/experts/3');
    expect(interviewPath('talk about it')).toBe('/experts/interviews/talk%20about%20it');
  });

  it('give each list its own key under the experts prefix', () => {
    expect(expertKeys.list('', null)).toEqual(['experts', 'list', '', 'all']);
    expect(JSON.stringify(expertKeys.list('a', null))).not.toBe(JSON.stringify(expertKeys.list('', 'a')));
    expect(expertKeys.expertInterviews(2, 4)[0]).toBe('experts');
  });
});

const card = (n: number, featured: boolean): InterviewCard =>
  ({ id: n, slug: `s-${n}`, featured }) as InterviewCard;

describe('picking interviews', () => {
  it('shows at most 3 featured of those fetched (SPEC 9)', () => {
    const list = [card(1, false), card(2, true), card(3, true), card(4, false), card(5, true), card(6, true)];
    expect(pickFeatured(list).map((i) => i.id)).toEqual([2, 3, 5]);
    expect(pickFeatured([card(1, false)])).toEqual([]);
  });

  it("'More from' leaves the current interview out and shows at most 3", () => {
    const list = [card(1, false), card(2, false), card(3, false), card(4, false)];
    expect(pickRelated(list, 's-2').map((i) => i.id)).toEqual([1, 3, 4]);
    expect(pickRelated(list, 's-9').map((i) => i.id)).toEqual([1, 2, 3]);
  });
});

describe('JSON-LD Person', () => {
  it('names the expert with their links, and leaves out what they do not have', () => {
    const ld = personLd(
      { name: 'Dr. A', title: 'Physician', credentials: 'MD', bio: 'Bio.', avatarUrl: null, location: 'Lisbon', specializations: ['Sexual Health'], websiteUrl: 'https://a.example', linkedinUrl: null },
      'https://site.example/experts/1',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org', '@type': 'Person', name: 'Dr. A', jobTitle: 'Physician', description: 'Bio.', honorificSuffix: 'MD',
      url: 'https://site.example/experts/1', homeLocation: { '@type': 'Place', name: 'Lisbon' }, knowsAbout: ['Sexual Health'], sameAs: ['https://a.example'],
    });
  });
});
