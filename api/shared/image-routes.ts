import type Router from '@koa/router';
import type { Context } from 'koa';
import { readFile } from 'node:fs/promises';
import type { Deps } from './deps.js';
import { badRequest, notFound } from './errors.js';
import { readImageBody } from './image-upload.js';
import type { ActorContext } from './write-route.js';

/**
 * The studio's pictures (product images, expert photos; issue 27): an upload route that stores
 * every variant the pages use at once, and the route that serves the stored files. The reading
 * of the body is api/shared/image-upload.ts's; each feature says what it makes of the pixels.
 */

/** An image id never changes content: cached for a year by anyone (the studio's pictures are public). */
const YEAR = 'public, max-age=31536000, immutable';

/**
 * POST `path` with the image itself as the body: the staff member checked first (`command`), then
 * its type (`accepts`) and size (`maxBytes`), both refused with the feature's words. The id comes
 * from the actor and the Idempotency-Key, so a retry finds the first files (`exists`, at `url`)
 * and encodes nothing again; otherwise `save` re-encodes and stores the variants and answers
 * their URL. No event: the item's own event records the picture it shows. Answers 201 with `answer(url)`.
 */
export function imageUploadRoute(
  router: Router,
  deps: Pick<Deps, 'config'>,
  spec: {
    path: string;
    command: (ctx: Context) => Promise<ActorContext>;
    accepts: (ctx: Context) => boolean;
    maxBytes: number;
    words: { type: string; tooLarge: string };
    newId: (actorId: number, idempotencyKey?: string) => string;
    exists: (dataDir: string, id: string) => boolean;
    url: (id: string) => string;
    save: (dataDir: string, id: string, body: Buffer) => Promise<string>;
    logEvent: string;
    answer: (url: string) => Record<string, unknown>;
  },
): void {
  router.post(spec.path, async (ctx) => {
    const command = await spec.command(ctx);
    if (!spec.accepts(ctx)) throw badRequest(spec.words.type, 'validation');
    const id = spec.newId(command.actorId, command.idempotencyKey);
    const dataDir = deps.config.dataDir;
    const body = await readImageBody(ctx, spec.maxBytes, spec.words.tooLarge);
    if (body.length === 0) throw badRequest(spec.words.type, 'validation');
    const url = spec.exists(dataDir, id) ? spec.url(id) : await spec.save(dataDir, id, body);
    ctx.state.log.info({ event: spec.logEvent, userId: command.actorId, bytes: body.length, outcome: 'success' });
    ctx.status = 201;
    ctx.body = spec.answer(url);
  });
}

/**
 * GET `path`: the stored file a name matching `pattern` points to (`file`), served as `type`
 * and cached for a year; any other name, or a file not there, is a 404.
 */
export function imageFileRoute(router: Router, spec: { path: string; pattern: RegExp; file: (match: RegExpExecArray) => string; type: (match: RegExpExecArray) => string }): void {
  router.get(spec.path, async (ctx) => {
    const match = spec.pattern.exec(ctx.path);
    if (!match) throw notFound('Image not found');
    try {
      ctx.body = await readFile(spec.file(match));
    } catch {
      throw notFound('Image not found');
    }
    ctx.type = spec.type(match);
    ctx.set('Cache-Control', YEAR);
  });
}
