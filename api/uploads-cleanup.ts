import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { articleImagesDir } from './articles/images.js';
import type { EventStore } from './event-store/port.js';
import { photosDir } from './experts/photos.js';
import { productImagesDir } from './products/images.js';
import type { Deps } from './shared/deps.js';
import { fileRemoved } from './shared/shared-files.js';

/*
 * Orphaned uploads (issue 27). Staff upload covers, images inside articles, expert photos and product
 * images before they save the item that shows them, and may never save it, or save another image
 * later. A sweep (at start and every 6 hours, a timer, never a request) removes the files of an upload
 * that is older than a grace period (24 h: an editor may keep a form open for hours) and that no
 * event in the log names, except the events of an item since deleted (a deleted item is gone for
 * good: nothing restores it). Any revision of a live item counts, so whatever its history can
 * restore keeps its files. A composition root like api/public-pages.ts: it knows the three
 * features' directories and nothing else of them. Crash leftovers (`*.tmp`) past the grace go too.
 */

export const UPLOAD_GRACE_MS = 24 * 3600_000;
const SWEEP_EVERY_MS = 6 * 3600_000;

/** The upload directories, by the path their URLs start with. */
const KINDS = [
  { kind: 'article-images', dir: articleImagesDir },
  { kind: 'expert-photos', dir: photosDir },
  { kind: 'product-images', dir: productImagesDir },
] as const;

/** An upload's id: 22 base64url characters (128 random bits, or a hash), the start of each of its file names. */
const FILE_ID = /^([A-Za-z0-9_-]{22})-/;
const REFERENCE = /\/(article-images|expert-photos|product-images)\/([A-Za-z0-9_-]{22})-/g;
/** An item's stream ends with one of these: its references can never be restored. */
const ITEM_DELETED = new Set(['ArticleDeleted', 'ExpertDeleted', 'ProductDeleted', 'InterviewDeleted']);
const PAGE = 1000;

/** Every upload (`<kind>/<id>`) that an event of a live item names, read from the whole log. */
export async function referencedUploads(store: Pick<EventStore, 'readAll'>): Promise<Set<string>> {
  const byStream = new Map<string, Set<string>>();
  const deleted = new Set<string>();
  for (let after: string | null = null; ; ) {
    const batch = await store.readAll(after, PAGE);
    for (const e of batch) {
      if (ITEM_DELETED.has(e.type)) deleted.add(e.streamId);
      const text = JSON.stringify(e.data);
      if (!text.includes('-images/') && !text.includes('-photos/')) continue;
      for (const [, kind, id] of text.matchAll(REFERENCE)) {
        let refs = byStream.get(e.streamId);
        if (!refs) byStream.set(e.streamId, (refs = new Set()));
        refs.add(`${kind}/${id}`);
      }
    }
    if (batch.length < PAGE) break;
    after = batch[batch.length - 1]!.position;
  }
  const live = new Set<string>();
  for (const [stream, refs] of byStream) if (!deleted.has(stream)) for (const r of refs) live.add(r);
  return live;
}

type SweepDeps = Pick<Deps, 'store' | 'now' | 'log'> & { config: Pick<Deps['config'], 'dataDir'> };

/**
 * One sweep: the files past the grace period are listed first, then the log is read, so an upload
 * saved into an item while the sweep runs is seen as referenced. Answers the removed files.
 */
export async function sweepOrphanedUploads(deps: SweepDeps, graceMs = UPLOAD_GRACE_MS): Promise<string[]> {
  const cutoff = deps.now().getTime() - graceMs;
  const candidates: { kind: string; path: string; name: string; id: string | null }[] = [];
  for (const { kind, dir } of KINDS) {
    const root = dir(deps.config.dataDir);
    let names: string[];
    try {
      names = readdirSync(root);
    } catch {
      continue;
    }
    for (const name of names) {
      const path = join(root, name);
      const stat = statSync(path, { throwIfNoEntry: false });
      if (!stat?.isFile() || stat.mtimeMs > cutoff) continue;
      const id = FILE_ID.exec(name)?.[1] ?? null;
      // A file that is not an upload of ours (and not a crash's leftover) is not the sweep's to remove.
      if (id || name.endsWith('.tmp')) candidates.push({ kind, path, name, id });
    }
  }
  if (!candidates.length) return [];
  const referenced = await referencedUploads(deps.store);
  const removed: string[] = [];
  for (const c of candidates) {
    if (!c.name.endsWith('.tmp') && referenced.has(`${c.kind}/${c.id}`)) continue;
    rmSync(c.path, { force: true });
    // With PostgreSQL the other nodes drop their copies too (docs/postgres.md).
    if (!c.name.endsWith('.tmp')) fileRemoved(c.path);
    removed.push(`${c.kind}/${c.name}`);
  }
  if (removed.length) deps.log.info({ event: 'uploads_swept', count: removed.length, outcome: 'removed' }, 'orphaned uploads removed');
  return removed;
}

/** Sweeps a minute after start and every 6 hours; returns the stop function. */
export function startUploadSweeper(deps: SweepDeps, everyMs = SWEEP_EVERY_MS): () => void {
  let running: Promise<unknown> | null = null;
  const run = () => {
    running ??= sweepOrphanedUploads(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'could not sweep orphaned uploads'))
      .finally(() => (running = null));
  };
  const first = setTimeout(run, Math.min(60_000, everyMs));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
