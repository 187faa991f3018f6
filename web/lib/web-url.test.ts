import { describe, expect, it } from 'vitest';
import { webUrl } from './web-url';

describe('webUrl', () => {
  it('keeps http and https addresses', () => {
    expect(webUrl('https://example.com/a?b=1')?.href).toBe('https://example.com/a?b=1');
    expect(webUrl('http://example.com')?.origin).toBe('http://example.com');
  });
  it('refuses other schemes, text that is not a URL, and nothing', () => {
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,hi')).toBeNull();
    expect(webUrl('not a url')).toBeNull();
    expect(webUrl('')).toBeNull();
    expect(webUrl(null)).toBeNull();
  });
});
