import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JsonLd } from './json-ld';

describe('JsonLd', () => {
  it('writes a data block no text can close, which parses back to the same values', () => {
    const data = { name: 'A </script><script>alert(1)</script> & <b>', n: 1 };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    const inner = html.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&]/);
    expect(JSON.parse(inner)).toEqual(data);
  });
});
