import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../../projections/articles/sanitize';
import { imageMarkup } from './image-markup';

describe('the inserted image markup', () => {
  it('escapes the alt text, and the sanitiser keeps the image as inserted', () => {
    const html = imageMarkup({ url: '/article-images/AbCdEfGhIjKlMnOpQrStUv-i640.webp', width: 640, height: 427 }, ' A "quoted" <b>diagram</b> & more ');
    expect(html).toBe('<img src="/article-images/AbCdEfGhIjKlMnOpQrStUv-i640.webp" width="640" height="427" alt="A &quot;quoted&quot; &lt;b&gt;diagram&lt;/b&gt; &amp; more">');
    const safe = sanitizeHtml(html);
    expect(safe).toMatch(/^<img src="\/article-images\/AbCdEfGhIjKlMnOpQrStUv-i640\.webp" width="640" height="427" alt="A &quot;quoted&quot; [^"]*diagram[^"]* &amp; more" loading="lazy" decoding="async">$/);
  });
});
