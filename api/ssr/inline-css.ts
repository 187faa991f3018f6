import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface InlinedShell {
  /** The shell with its own stylesheets as `<style>` elements. */
  html: string;
  /** `'sha256-…'` sources for the CSP's style-src, one per inlined stylesheet. */
  styleSources: string[];
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The shell's stylesheet (the public pages' one, about 7.6 KB compressed) written into a server-
 * rendered page (issue 27). On a slow phone the linked file was the one render-blocking request: it
 * left with the scripts once the HTML was parsed and shared the link with them, so the page painted
 * 350-600 ms after its HTML had arrived. Inline, the first paint waits for the HTML alone, and the
 * first visit saves the stylesheet response's headers (about 0.9 KB).
 *
 * Invariants: the file's `<link>` stays, `disabled`, so the browser does not fetch it: Vite's preload
 * helper links every CSS file a dynamic import lists unless a stylesheet link to it is in the
 * document, and an import such as the comment thread's lists the shell's (Vite keeps CSS out of
 * modulePreload.resolveDependencies). Linked again, it would cost 8 KB and move the shell's rules
 * after a section's stylesheet. The CSP allows exactly these bytes through their hashes
 * (api/shared/http.ts: cspWithStyles).
 */
export function inlineShellCss(shell: string, webRoot: string): InlinedShell {
  const styleSources: string[] = [];
  const html = shell.replace(STYLESHEET, (link, file: string) => {
    const inlined = inlineStylesheet(webRoot, file);
    if (!inlined) return link;
    styleSources.push(inlined.source);
    return inlined.html;
  });
  return { html, styleSources };
}

/**
 * One built stylesheet (`assets/….css`) as a `<style>` and its disabled `<link>` (see above), with
 * its CSP source; null when it is missing or holds `</style` (a string or comment would end the
 * element early), and then the caller links it.
 */
export function inlineStylesheet(webRoot: string, file: string): { html: string; source: string } | null {
  const path = join(webRoot, file);
  if (!existsSync(path)) return null;
  const css = readFileSync(path, 'utf8').trimEnd();
  if (/<\/style/i.test(css)) return null;
  const source = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
  return { html: `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="/${file}" disabled>`, source };
}
