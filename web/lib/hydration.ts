/**
 * HTML the server already put in the document (web/ui/safe-html.tsx renders it into elements marked
 * `data-html-sink`). web/main.tsx records their contents before hydrating; a SafeHtml whose first
 * render would write exactly what its element already holds adopts it as it is: the browser parsed
 * that HTML from the page itself, React adopts the nodes without inserting anything, and so there is
 * nothing to sanitise and no sanitiser to download on a first visit. Anything else (a client-side
 * navigation, new content) is sanitised before it is inserted.
 */
const inDocument = new Map<string, number>();

/** Called once, before hydrateRoot. */
export function recordServerHtml(root: ParentNode) {
  root.querySelectorAll('[data-html-sink]').forEach((el) => inDocument.set(el.innerHTML, (inDocument.get(el.innerHTML) ?? 0) + 1));
}

/** Whether `html` is what one of the server's sinks holds; each recorded copy is claimed once. */
export function claimServerHtml(html: string): boolean {
  const n = inDocument.get(html);
  if (!n) return false;
  if (n === 1) inDocument.delete(html);
  else inDocument.set(html, n - 1);
  return true;
}

/** Whether any server-rendered HTML is still waiting to be adopted (i.e. the page is being hydrated). */
export const serverHtmlPending = () => inDocument.size > 0;
