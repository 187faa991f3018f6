import { describe, expect, it } from 'vitest';
import { mergeHead, scriptJson } from './html.js';

describe('the dehydrated state in the page', () => {
  it('cannot close its <script> block or open a comment, and parses back to the same value', () => {
    const value = { title: '</script><script>alert(1)</script>', note: '<!-- & -->', sep: 'a\u2028b\u2029c' };
    const json = scriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('the head of a server-rendered page', () => {
  it('keeps the server tags and adds only the page tags the server did not write', () => {
    const server = '<title data-server-head>A | OSG</title>\n<meta property="og:title" content="A" />\n<script type="application/ld+json">{"a":1}</script>';
    const react = '<title>A | OSG</title><meta name="description" content="d"/><meta property="og:title" content="A | OSG"/><link rel="canonical" href="https://x/a"/>';
    const head = mergeHead(server, react);
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(head.match(/og:title/g)).toHaveLength(1);
    expect(head).toContain('<title data-server-head>A | OSG</title>');
    expect(head).toContain('<meta name="description" content="d"/>');
    expect(head).toContain('<link rel="canonical" href="https://x/a"/>');
    expect(head).toContain('application/ld+json');
  });
});
