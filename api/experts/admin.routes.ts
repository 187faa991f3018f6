import Router from '@koa/router';
import type { Context } from 'koa';
import { readFile } from 'node:fs/promises';
import { adminListExpertsQuery, adminListInterviewsQuery, studioHistoryQuery } from '../../schemas/experts/admin.js';
import { expertStudioMessages as m } from '../../schemas/experts/messages.js';
import { pathId, pathRevision } from '../../schemas/shared/inputs.js';
import { EXPERT_PHOTO_PATH, EXPERT_PHOTO_UPLOAD_PATH, type ExpertPhotoSize } from '../../schemas/experts/photo.js';
import { actingAs } from '../shared/auth.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound } from '../shared/errors.js';
import { readImageBody } from '../shared/image-upload.js';
import { logStaffChange, staffCommand, staffItemReads } from '../shared/staff.js';
import { parseQuery } from '../shared/validation.js';
import { adminExpertById, adminInterviewById, listAdminExperts, listAdminInterviews } from './admin.queries.js';
import { deleteExpertCommand, editExpertCommand, profileExpertCommand, restoreExpertCommand } from './commands.js';
import { expertHistory, expertVersionAt, interviewHistory, interviewVersionAt } from './history.js';
import {
  bulkInterviewsCommand,
  deleteInterviewsCommand,
  editInterviewCommand,
  publishInterviewCommand,
  restoreInterviewCommand,
} from './interview.commands.js';
import { newPhotoId, photoExists, photoFile, savePhoto } from './photos.js';

/** What the studio needs from the composition root: re-encoding an uploaded image (api/avatars/images.ts). */
export interface StudioImagePort {
  /** Checks an upload by its content and re-encodes it as WebP squares of every size; 400 for anything unreadable. */
  squares(buf: Buffer): Promise<Map<ExpertPhotoSize, Buffer>>;
  maxBytes: number;
  types: readonly string[];
}

const revision = pathRevision(m.revision);

/** Is this request an expert photo upload (POST with an image body)? */
export const isExpertPhotoUpload = (ctx: Pick<Context, 'method' | 'path' | 'is'>, types: readonly string[]) =>
  ctx.method === 'POST' && ctx.path === EXPERT_PHOTO_UPLOAD_PATH && ctx.is(...types) !== false;

/**
 * The studio's experts and interviews (issue 27): editors and admins (`content`), checked here
 * (401 signed out, 403 for the other roles). Commands are the ones the seeder runs; each awaits
 * the read model's catch-up to its position before answering (read-your-writes: the public pages,
 * the search index and the server-rendered pages show the change when the answer arrives) and logs
 * one `sensitive_update` line. The events carry the acting staff member (the audit trail).
 */
export function expertAdminRoutes(deps: Deps, images: StudioImagePort) {
  const r = new Router();
  const staff = (ctx: Context) => actingAs(ctx, { can: 'content' });
  const command = (ctx: Context): Promise<CommandContext> => staffCommand(deps, ctx, 'content');
  const audit = (ctx: Context, action: string, ids: number[]) => logStaffChange(ctx, action, { ids });
  const expertAnswer = async (ctx: Context, out: { expertId: number; position: string }, message: string, status = 200) => {
    await deps.awaitProjection(out.position);
    ctx.status = status;
    ctx.body = { expert: adminExpertById(deps.rm, out.expertId) ?? notFoundExpert(), message };
  };
  const interviewAnswer = async (ctx: Context, out: { interviewId: number; position: string }, message: string, status = 200) => {
    await deps.awaitProjection(out.position);
    ctx.status = status;
    ctx.body = { interview: adminInterviewById(deps.rm, out.interviewId) ?? notFoundInterview(), message };
  };

  // --- experts
  staffItemReads(r, {
    base: '/_api/admin/experts',
    guard: staff,
    list: (q) => listAdminExperts(deps.rm, parseQuery(adminListExpertsQuery, q)),
    key: 'expert',
    id: pathId(m.expertId),
    byId: (id) => adminExpertById(deps.rm, id),
    missing: EXPERT_NOT_FOUND,
    history: { read: (id, q) => expertHistory(deps, id, parseQuery(studioHistoryQuery, q)) },
    version: { revision, at: (id, rev) => expertVersionAt(deps, id, rev) },
  });
  r.post('/_api/admin/experts', async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    // The studio creates; replacing a profile by id is the edit's job (with its expected revision).
    if (body && typeof body === 'object' && 'expertId' in body) throw badRequest('Unknown field: expertId', 'validation');
    const out = await profileExpertCommand(deps, body, await command(ctx));
    audit(ctx, 'expert.create', [out.expertId]);
    await expertAnswer(ctx, out, m.expertCreated, 201);
  });
  r.post('/_api/admin/experts/edit', async (ctx) => {
    const out = await editExpertCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'expert.edit', [out.expertId]);
    await expertAnswer(ctx, out, m.expertUpdated);
  });
  r.post('/_api/admin/experts/restore', async (ctx) => {
    const out = await restoreExpertCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'expert.restore', [out.expertId]);
    await expertAnswer(ctx, out, m.restored);
  });
  r.post('/_api/admin/experts/delete', async (ctx) => {
    const out = await deleteExpertCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'expert.delete', [out.expertId]);
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message: m.expertDeleted_ };
  });
  /** The photo itself as the body (PNG, JPEG or WebP, at most 2 MB), re-encoded without metadata; the form then saves its URL as `avatarUrl`. */
  r.post(EXPERT_PHOTO_UPLOAD_PATH, async (ctx) => {
    const cmdCtx = await command(ctx);
    if (!isExpertPhotoUpload(ctx, images.types)) throw badRequest('Please choose a PNG, JPEG or WebP image.', 'validation');
    const id = newPhotoId(cmdCtx.actorId!, cmdCtx.idempotencyKey);
    const dataDir = deps.config.dataDir;
    const body = await readImageBody(ctx, images.maxBytes, 'The image must be 2 MB or smaller.');
    if (body.length === 0) throw badRequest('Please choose a PNG, JPEG or WebP image.', 'validation');
    const url = photoExists(dataDir, id) ? `/expert-photos/${id}-256.webp` : savePhoto(dataDir, id, await images.squares(body));
    ctx.state.log.info({ event: 'expert_photo_uploaded', userId: cmdCtx.actorId, bytes: body.length, outcome: 'success' });
    ctx.status = 201;
    ctx.body = { url, message: m.photoUploaded };
  });
  r.get('/expert-photos/:file', async (ctx) => {
    const match = EXPERT_PHOTO_PATH.exec(ctx.path);
    if (!match) throw notFound('Image not found');
    try {
      ctx.body = await readFile(photoFile(deps.config.dataDir, match[1]!, Number(match[2]) as ExpertPhotoSize));
    } catch {
      throw notFound('Image not found');
    }
    ctx.type = 'image/webp';
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
  });

  // --- interviews
  staffItemReads(r, {
    base: '/_api/admin/interviews',
    guard: staff,
    list: (q) => listAdminInterviews(deps.rm, parseQuery(adminListInterviewsQuery, q)),
    key: 'interview',
    id: pathId(m.interviewId),
    byId: (id) => adminInterviewById(deps.rm, id),
    missing: INTERVIEW_NOT_FOUND,
    history: { read: (id, q) => interviewHistory(deps, id, parseQuery(studioHistoryQuery, q)) },
    version: { revision, at: (id, rev) => interviewVersionAt(deps, id, rev) },
  });
  r.post('/_api/admin/interviews', async (ctx) => {
    const out = await publishInterviewCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'interview.create', [out.interviewId]);
    await interviewAnswer(ctx, out, m.interviewCreated, 201);
  });
  r.post('/_api/admin/interviews/edit', async (ctx) => {
    const out = await editInterviewCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'interview.edit', [out.interviewId]);
    await interviewAnswer(ctx, out, m.interviewUpdated);
  });
  r.post('/_api/admin/interviews/restore', async (ctx) => {
    const out = await restoreInterviewCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'interview.restore', [out.interviewId]);
    await interviewAnswer(ctx, out, m.restored);
  });
  r.post('/_api/admin/interviews/delete', async (ctx) => {
    const out = await deleteInterviewsCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'interview.delete', out.results.filter((x) => x.ok).map((x) => x.id));
    await deps.awaitProjection(out.position);
    ctx.body = out.single ? { success: true, message: m.interviewDeleted } : { results: out.results, message: m.bulkDone('delete', okCount(out.results), out.results.length) };
  });
  r.post('/_api/admin/interviews/bulk', async (ctx) => {
    const out = await bulkInterviewsCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, `interview.bulk.${out.action}`, out.results.filter((x) => x.ok).map((x) => x.id));
    await deps.awaitProjection(out.position);
    ctx.body = { results: out.results, message: m.bulkDone(out.action, okCount(out.results), out.results.length) };
  });

  return r;
}

const okCount = (results: { ok: boolean }[]) => results.filter((x) => x.ok).length;
const EXPERT_NOT_FOUND = 'Expert not found';
const INTERVIEW_NOT_FOUND = 'Interview not found';
const notFoundExpert = (): never => {
  throw notFound(EXPERT_NOT_FOUND);
};
const notFoundInterview = (): never => {
  throw notFound(INTERVIEW_NOT_FOUND);
};
