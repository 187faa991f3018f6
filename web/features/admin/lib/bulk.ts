import type { ToastTone } from '../../../ui/toast.atoms';

export type ItemResult = { id: number; ok: boolean; error?: string | undefined };
export type ResultToast = { tone: ToastTone; title: string; description?: string };

const LISTED = 5;

/** 'A, B, C and 2 more' (names in the order given). */
export function listNames(names: readonly string[], max = LISTED): string {
  if (names.length <= max) return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `${names.slice(0, max).join(', ')} and ${names.length - max} more`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The toast after a bulk action or a moderation of several items: how many of how many succeeded,
 * which ones, and for each failure why. All done is a success, some done is info, none an error.
 */
export function resultToast(verb: string, noun: [string, string], results: readonly ItemResult[], nameOf: (id: number) => string): ResultToast {
  const done = results.filter((r) => r.ok);
  const failed = results.filter((r) => !r.ok);
  const title = `${verb} ${done.length} of ${plural(results.length, noun[0], noun[1])}.`;
  const lines: string[] = [];
  if (done.length > 0) lines.push(`Done: ${listNames(done.map((r) => nameOf(r.id)))}.`);
  for (const f of failed.slice(0, LISTED)) lines.push(`${nameOf(f.id)}: ${f.error ?? 'failed'}`);
  if (failed.length > LISTED) lines.push(`${failed.length - LISTED} more failed.`);
  const tone: ToastTone = failed.length === 0 ? 'success' : done.length === 0 ? 'error' : 'info';
  return { tone, title, description: lines.join(' ') };
}
