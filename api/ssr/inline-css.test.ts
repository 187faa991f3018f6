import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineShellCss } from './inline-css.js';

const link = (f: string) => `<link rel="stylesheet" crossorigin href="/assets/${f}">`;

function webRoot(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'osg-inline-css-'));
  mkdirSync(join(root, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, 'assets', name), text);
  return root;
}

describe('inlineShellCss', () => {
  it('writes the shell stylesheet as a <style>, keeps its link disabled and allows exactly its bytes', () => {
    const css = '.a{color:red}\n';
    const { html, styleSources } = inlineShellCss(`<head>${link('app-x.css')}</head>`, webRoot({ 'app-x.css': css }));
    expect(html).toContain('<style>.a{color:red}</style>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/app-x.css" disabled>');
    expect(styleSources).toEqual([`'sha256-${createHash('sha256').update('.a{color:red}').digest('base64')}'`]);
  });

  it('leaves a missing file, or one that could end the element early, linked', () => {
    const shell = `${link('gone.css')}${link('bad.css')}`;
    const { html, styleSources } = inlineShellCss(shell, webRoot({ 'bad.css': '.a::after{content:"</style>"}' }));
    expect(html).toBe(shell);
    expect(styleSources).toEqual([]);
  });
});
