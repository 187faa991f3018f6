import { describe, expect, it } from 'vitest';
import { charLength, previewHtml, truncate, wordCount, wordCountLabel } from './text';

describe('wordCount', () => {
  it('splits on any whitespace and ignores leading, trailing and repeated blanks', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   \n\t ')).toBe(0);
    expect(wordCount('one')).toBe(1);
    expect(wordCount('  one two\n\nthree\tfour  ')).toBe(4);
    expect(wordCount('<p>Hello world</p>')).toBe(2);
  });
  it('labels singular and plural with grouping', () => {
    expect(wordCountLabel(1)).toBe('1 word');
    expect(wordCountLabel(0)).toBe('0 words');
    expect(wordCountLabel(1234)).toBe('1,234 words');
  });
});

describe('previewHtml', () => {
  it('turns newlines inside text into line breaks', () => {
    expect(previewHtml('line one\nline two')).toBe('line one<br>\nline two');
    expect(previewHtml('a\r\n\r\nb')).toBe('a<br>\n<br>\nb');
  });
  it('leaves newlines between block tags alone', () => {
    expect(previewHtml('<h2>Title</h2>\n<p>First</p>\n<ul>\n<li>x</li>\n</ul>')).toBe('<h2>Title</h2>\n<p>First</p>\n<ul>\n<li>x</li>\n</ul>');
    expect(previewHtml('<p>one\ntwo</p>')).toBe('<p>one<br>\ntwo</p>');
  });
  it('keeps text without newlines as it is', () => {
    expect(previewHtml('')).toBe('');
    expect(previewHtml('<em>x</em>')).toBe('<em>x</em>');
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
