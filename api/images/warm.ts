import type { Deps } from '../shared/deps.js';
import { OgImages } from './og-cache.js';
import { imagesPorts } from './ports.js';
import { Rasterizer } from './rasterizer.js';
import { imageRoutes, ogDir } from './routes.js';

/** Events after which an article's Open Graph image may show something new. */
const CHANGES = new Set(['ArticleCreated', 'ArticleEdited', 'ArticlePublished']);
const BATCH = 500;
const MAX_PER_PASS = 20;

/**
 * Made at publish time: after each append, a background pass reads the log from where the last
 * one stopped, and for every article created, edited or published since, waits for the read
 * model to show it and renders its Open Graph image if it is published and not cached yet.
 * Passes never overlap (one queued at a time). The pass starts at the log's head when the node
 * starts: articles published before (a replay, a fresh node) are rendered on their first request.
 */
export function warmOgImages(deps: Deps, og: OgImages): () => void {
  const articles = deps.services.get(imagesPorts);
  let cursor: Promise<string | null> = deps.store.head();
  let queued = false;
  let stopped = false;
  const pass = async () => {
    queued = false;
    const ids = new Set<number>();
    let after = await cursor;
    for (let batch = await deps.store.readAll(after, BATCH); batch.length && !stopped; batch = await deps.store.readAll(after, BATCH)) {
      for (const e of batch) if (CHANGES.has(e.type)) ids.add((e.data as { articleId: number }).articleId);
      after = batch[batch.length - 1]!.position;
    }
    cursor = Promise.resolve(after);
    if (!ids.size || stopped || !after) return;
    // A read model that lags (workers busy) leaves the images to their first request.
    if (!(await deps.awaitProjection(after).then(() => true, () => false))) return;
    // An editor publishes a few articles at a time; a bulk import of thousands is left to each
    // image's first request rather than rendered in one burst.
    for (const id of [...ids].slice(-MAX_PER_PASS)) {
      const article = stopped ? null : articles.publishedById(id);
      // stop() kills the renderer: the render it cut short is no failure.
      if (article) await og.file(article).catch((err: unknown) => {
        if (!stopped) throw err;
      });
    }
  };
  const unsubscribe = deps.store.subscribe(() => {
    if (queued || stopped) return;
    queued = true;
    deps.background.run('og-images', pass);
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

/**
 * The image routes and the publish-time warmer over one cache and one renderer process; `stop`
 * before closing the store (it also kills the renderer: see rasterizer.ts).
 */
export function imageService(deps: Deps) {
  const raster = new Rasterizer();
  const og = new OgImages(ogDir(deps), (input) => raster.og(input));
  const stopWarming = warmOgImages(deps, og);
  return {
    routes: imageRoutes(deps, raster, og),
    stop: () => {
      stopWarming();
      raster.stop();
    },
  };
}
