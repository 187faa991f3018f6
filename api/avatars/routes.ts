import Router from '@koa/router';
import type { Context } from 'koa';
import { readFile } from 'node:fs/promises';
import {
  AVATAR_MAX_BYTES, AVATAR_PATH, AVATAR_TYPES, AVATAR_UPLOAD_PATH, avatarMessages as m, type AvatarSize,
} from '../../schemas/auth/commands.js';
import { commandContext, requireUser } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound, unauthorized } from '../shared/errors.js';
import { readImageBody } from '../shared/image-upload.js';
import { avatarVariants } from './images.js';
import { avatarsPorts } from './ports.js';
import { avatarExists, fileOf, newAvatarId, saveAvatar } from './store.js';

/** An id never changes content; `private` so no shared cache keeps a copy after the member erases it. */
const YEAR = 'private, max-age=31536000, immutable';

/** Is this request an avatar upload (POST with an image body)? The CSRF check lets only these through with a non-JSON type. */
export const isAvatarUpload = (ctx: Pick<Context, 'method' | 'path' | 'is'>) =>
  ctx.method === 'POST' && ctx.path === AVATAR_UPLOAD_PATH && ctx.is(...AVATAR_TYPES) !== false;

/**
 * POST /_api/user/avatar: the signed-in member's new avatar, sent as the request body with its
 * type (image/png, image/jpeg or image/webp; at most 2 MB). Checked by content and re-encoded
 * (api/avatars/images.ts), written under the data directory, then set through the profile
 * command (ProfileUpdated, sealed). With an Idempotency-Key a retry reuses the first files and
 * the first event. GET /avatars/<id>-<size>.webp serves them from the site, cached for a year
 * (an id never changes content).
 */
export function avatarRoutes(deps: Deps) {
  const r = new Router();
  const profiles = deps.services.get(avatarsPorts);

  r.post(AVATAR_UPLOAD_PATH, async (ctx) => {
    const user = requireUser(ctx);
    if (!isAvatarUpload(ctx)) throw badRequest(m.type, 'validation');
    await deps.limits.hit('avatar', user.id);
    const cmdCtx = commandContext(ctx);
    const id = newAvatarId(user.id, cmdCtx.idempotencyKey);
    const dataDir = deps.config.dataDir;
    const body = await readImageBody(ctx, AVATAR_MAX_BYTES, m.tooLarge);
    if (body.length === 0) throw badRequest(m.type, 'validation');
    const url = avatarExists(dataDir, id) ? `/avatars/${id}-256.webp` : saveAvatar(dataDir, user.id, id, await avatarVariants(body));
    const res = await profiles.setAvatar(user.id, url, cmdCtx, ctx.state.log ?? deps.log);
    await deps.awaitProjection(res.position);
    const profile = profiles.profile(user.id);
    if (!profile) throw unauthorized();
    ctx.state.log.info({ event: 'avatar_uploaded', userId: user.id, bytes: body.length, outcome: 'success' });
    ctx.body = { user: profile, message: m.uploaded };
  });

  r.get('/avatars/:file', async (ctx) => {
    const match = AVATAR_PATH.exec(ctx.path);
    if (!match) throw notFound('Image not found');
    let buf: Buffer;
    try {
      buf = await readFile(fileOf(deps.config.dataDir, match[1]!, Number(match[2]) as AvatarSize));
    } catch {
      throw notFound('Image not found');
    }
    ctx.type = 'image/webp';
    ctx.set('Cache-Control', YEAR);
    ctx.body = buf;
  });

  return r;
}
