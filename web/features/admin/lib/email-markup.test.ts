import { describe, expect, it } from 'vitest';
import { unstyled } from './email-markup';

describe('an email\'s HTML with its styles set apart', () => {
  it('renames every style attribute and keeps its (escaped) value', () => {
    const { markup, css } = unstyled('<body style="margin:0"><div class="a" style=\'color:red\'><p data-style="x" style="font-family:&quot;Helvetica&quot;">Hi</p></div></body>', 'data-m');
    expect(markup).toBe('<body data-m="margin:0"><div class="a" data-m=\'color:red\'><p data-style="x" data-m="font-family:&quot;Helvetica&quot;">Hi</p></div></body>');
    expect(css).toBe('');
  });

  it('takes the style blocks out, their text kept in order', () => {
    const { markup, css } = unstyled('<head><style>p{color:red}</style><STYLE type="text/css">a{x:y}</STYLE ></head><p>style="not an attribute"</p>', 'data-m');
    expect(markup).toBe('<head></head><p>style="not an attribute"</p>');
    expect(css).toBe('p{color:red}\na{x:y}');
  });
});
