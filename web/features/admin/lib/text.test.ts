import { describe, expect, it } from 'vitest';
import { expectEach } from '../../../lib/dom.test-support';
import { charLength, previewHtml, truncate, wordCount, wordCountLabel } from './text';

describe('wordCount', () => {
  it('splits on any whitespace and ignores leading, trailing and repeated blanks', () => {
    expectEach(wordCount, [['', 0], ['   \n\t ', 0], ['one', 1], ['  one two\n\nthree\tfour  ', 4], ['<p>Hello world</p>', 2]]);
  });
  it('labels singular and plural with grouping', () => {
    expectEach(wordCountLabel, [[1, '1 word'], [0, '0 words'], [1234, '1,234 words']]);
  });
});

describe('previewHtml', () => {
  it('turns newlines inside text into line breaks', () => {
    expectEach(previewHtml, [['line one\nline two', 'line one<br>\nline two'], ['a\r\n\r\nb', 'a<br>\n<br>\nb']]);
  });
  it('leaves newlines between block tags alone', () => {
    expectEach(previewHtml, [
      ['<h2>Title</h2>\n<p>First</p>\n<ul>\n<li>x</li>\n</ul>', '<h2>Title</h2>\n<p>First</p>\n<ul>\n<li>x</li>\n</ul>'],
      ['<p>one\ntwo</p>', '<p>one<br>\ntwo</p>'],
    ]);
  });
  it('keeps text without newlines as it is', () => {
    expectEach(previewHtml, [['', ''], ['<em>x</em>', '<em>x</em>']]);
  });
});

describe('truncate', () => {
  it('cuts at the limit in code points and says so', () => {
    expect(truncate('short', 200)).toEqual({ text: 'short', cut: false });
    const long = 'x'.repeat(201);
    expect(truncate(long, 200)).toEqual({ text: `${'x'.repeat(200)}…`, cut: true });
    expect(truncate('🙂'.repeat(201), 200).text).toBe(`${'🙂'.repeat(200)}…`);
    expect(truncate('a'.repeat(200), 200).cut).toBe(false);
  });
  it('counts characters like the server', () => {
    expect(charLength('🙂é')).toBe(2);
  });
});
