import { useEffect, useRef } from 'react';
import { unstyled } from '../lib/email-markup';
import * as styles from './newsletter.css';

const EMPTY = '<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>';
const MARK = 'data-osg-style';

/**
 * Puts an email's HTML into the frame's document as a mail client shows it. A srcdoc document keeps
 * the studio's CSP (style-src 'self'), which refuses an email's <style> and style="" as markup (and
 * reports each, even when parsed by DOMParser): they would show unstyled. So before anything parses
 * the HTML, its style blocks are taken out and its style attributes renamed (the parser then decodes
 * their values), and the styles are given back through the CSSOM (a constructed sheet and
 * element.style), which the CSP does not govern. Nothing in the email ever runs: the frame has no
 * allow-scripts, and its scripts, frames and forms are dropped.
 */
function fill(frame: HTMLIFrameElement, html: string) {
  const doc = frame.contentDocument;
  const win = frame.contentWindow as (Window & typeof globalThis) | null;
  if (!doc?.body || !win) return;
  const { markup, css } = unstyled(html, MARK);
  const src = new DOMParser().parseFromString(markup, 'text/html');
  src.querySelectorAll('script, link, meta, base, iframe, frame, object, embed, form').forEach((n) => n.remove());
  doc.body.replaceWith(doc.importNode(src.body, true));
  doc.querySelectorAll<HTMLElement>(`[${MARK}]`).forEach((el) => {
    el.style.cssText = el.getAttribute(MARK) ?? '';
    el.removeAttribute(MARK);
  });
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [sheet];
}

/** The HTML part of an email in a sandboxed frame (same origin for the studio's own script to fill it; no scripts of its own), at a desktop or phone width. */
export function EmailFrame({ html, width }: { html: string; width: 'desktop' | 'phone' }) {
  const ref = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    const render = () => fill(frame, html);
    if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.body) render();
    frame.addEventListener('load', render);
    return () => frame.removeEventListener('load', render);
  }, [html]);
  return <iframe ref={ref} title="HTML part of the email" className={styles.frame} data-width={width} sandbox="allow-same-origin" srcDoc={EMPTY} referrerPolicy="no-referrer" />;
}
