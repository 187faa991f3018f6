import { describe, expect, it } from 'vitest';
import { seedInterviews } from '../../../../ops/seed/content/experts';
import { answerForEditing, answerTextToHtml } from './answer-text';

describe('interview answers edited as text (issue 27)', () => {
  it('writes paragraphs, line breaks, lists, bold, italic and links as the answers’ HTML', () => {
    const text = 'First line.\nSecond line.\n\n- one\n- **two**\n\n1. a *b*\n2. [c](https://example.org/x?a=1&b=2)\n\nFive < six & "so".';
    expect(answerTextToHtml(text)).toBe(
      '<p>First line.<br>Second line.</p><ul><li>one</li><li><strong>two</strong></li></ul><ol><li>a <em>b</em></li><li><a href="https://example.org/x?a=1&amp;b=2">c</a></li></ol><p>Five &lt; six &amp; "so".</p>',
    );
  });

  it('round-trips: the text of stored HTML gives back the same HTML, and the HTML of text gives back the same text', () => {
    const text = 'Para one with **bold** and *em*.\nA break.\n\n- item [link](https://example.com/)\n- 5 * 3 is fifteen\n\nLast.';
    const html = answerTextToHtml(text);
    expect(answerForEditing(html)).toEqual({ format: 'text', text });
    // Every seeded answer is shown as text and saved back byte for byte.
    const answers = seedInterviews.flatMap((i) => i.questions.map((q) => q.answer));
    expect(answers.length).toBeGreaterThan(10);
    for (const answer of answers) {
      const shown = answerForEditing(answer);
      expect(shown.format, answer).toBe('text');
      expect(shown.text).not.toMatch(/<\/?(p|ul|li|strong|em|br)>/);
      expect(answerTextToHtml(shown.text)).toBe(answer);
    }
  });

  it('keeps as HTML what the text form cannot write, so saving changes nothing it does not show', () => {
    for (const html of ['<h3>Title</h3><p>x</p>', '<p class="x">y</p>', '<p>a\nb</p>', '<p><a href="https://x.org" rel="nofollow">x</a></p>']) {
      expect(answerForEditing(html)).toEqual({ format: 'html', text: html });
    }
    expect(answerForEditing('A plain answer.\nWith a break.')).toEqual({ format: 'text', text: 'A plain answer.\nWith a break.' });
  });
});
