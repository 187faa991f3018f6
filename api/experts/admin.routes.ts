import Router from '@koa/router';
import type { Context } from 'koa';
import { adminListExpertsQuery, adminListInterviewsQuery, studioHistoryQuery } from '../../schemas/experts/admin.js';
import { expertStudioMessages as m } from '../../schemas/experts/messages.js';
import { pathId, pathRevision } from '../../schemas/shared/inputs.js';
import { EXPERT_PHOTO_PATH, EXPERT_PHOTO_UPLOAD_PATH, type ExpertPhotoSize } from '../../schemas/experts/photo.js';
import { actingAs } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { imageFileRoute, imageUploadRoute } from '../shared/image-routes.js';
import { logStaffChange, staffCommand, staffItemReads } from '../shared/staff.js';
import { staffBulkRoutes, staffItemAnswer } from '../shared/staff-answers.js';
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
  const command = (ctx: Context) => staffCommand(deps, ctx, 'content');
  const audit = (ctx: Context, action: string, ids: number[]) => logStaffChange(ctx, action, { ids });
  const auditOne = (ctx: Context, action: string, id: number) => audit(ctx, action, [id]);
  // Each kind as the studio reads it and answers its commands (api/shared/staff.ts, ../shared/staff-answers.ts).
  const expert = { key: 'expert', byId: (id: number) => adminExpertById(deps.rm, id), missing: EXPERT_NOT_FOUND };
  const interview = { key: 'interview', byId: (id: number) => adminInterviewById(deps.rm, id), missing: INTERVIEW_NOT_FOUND };
  const expertAnswer = staffItemAnswer(deps, { ...expert, idOf: (out: { expertId: number; position: string }) => out.expertId, audit: auditOne });
  const interviewAnswer = staffItemAnswer(deps, { ...interview, idOf: (out: { interviewId: number; position: string }) => out.interviewId, audit: auditOne });

  // --- experts
  staffItemReads(r, {
    ...expert, base: '/_api/admin/experts', id: pathId(m.expertId), guard: staff,
    list: (q) => listAdminExperts(deps.rm, parseQuery(adminListExpertsQuery, q)),
    history: { read: (id, q) => expertHistory(deps, id, parseQuery(studioHistoryQuery, q)) },
    version: { revision, at: (id, rev) => expertVersionAt(deps, id, rev) },
  });
  r.post('/_api/admin/experts', async (ctx) => {
    const body = ctx.request.body as Record<string, unknown> | undefined;
    // The studio creates; replacing a profile by id is the edit's job (with its expected revision).
    if (body && typeof body === 'object' && 'expertId' in body) throw badRequest('Unknown field: expertId', 'validation');
    await expertAnswer(ctx, await profileExpertCommand(deps, body, await command(ctx)), 'expert.create', m.expertCreated, 201);
  });
  r.post('/_api/admin/experts/edit', async (ctx) => expertAnswer(ctx, await editExpertCommand(deps, ctx.request.body, await command(ctx)), 'expert.edit', m.expertUpdated));
  r.post('/_api/admin/experts/restore', async (ctx) => expertAnswer(ctx, await restoreExpertCommand(deps, ctx.request.body, await command(ctx)), 'expert.restore', m.restored));
  r.post('/_api/admin/experts/delete', async (ctx) => {
    const out = await deleteExpertCommand(deps, ctx.request.body, await command(ctx));
    audit(ctx, 'expert.delete', [out.expertId]);
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message: m.expertDeleted_ };
  });
  /** The photo itself as the body (PNG, JPEG or WebP, at most 2 MB), re-encoded without metadata; the form then saves its URL as `avatarUrl`. */
  imageUploadRoute(r, deps, {
    path: EXPERT_PHOTO_UPLOAD_PATH, command, accepts: (ctx) => isExpertPhotoUpload(ctx, images.types),
    maxBytes: images.maxBytes, words: { type: 'Please choose a PNG, JPEG or WebP image.', tooLarge: 'The image must be 2 MB or smaller.' },
    newId: newPhotoId, exists: photoExists, url: (id) => `/expert-photos/${id}-256.webp`, save: async (dataDir, id, body) => savePhoto(dataDir, id, await images.squares(body)),
    logEvent: 'expert_photo_uploaded', answer: (url) => ({ url, message: m.photoUploaded }),
  });
  imageFileRoute(r, {
    path: '/expert-photos/:file', pattern: EXPERT_PHOTO_PATH, type: () => 'image/webp',
    file: (match) => photoFile(deps.config.dataDir, match[1]!, Number(match[2]) as ExpertPhotoSize),
  });

  // --- interviews
  staffItemReads(r, {
    ...interview, base: '/_api/admin/interviews', id: pathId(m.interviewId), guard: staff,
    list: (q) => listAdminInterviews(deps.rm, parseQuery(adminListInterviewsQuery, q)),
    history: { read: (id, q) => interviewHistory(deps, id, parseQuery(studioHistoryQuery, q)) },
    version: { revision, at: (id, rev) => interviewVersionAt(deps, id, rev) },
  });
  r.post('/_api/admin/interviews', async (ctx) => interviewAnswer(ctx, await publishInterviewCommand(deps, ctx.request.body, await command(ctx)), 'interview.create', m.interviewCreated, 201));
  r.post('/_api/admin/interviews/edit', async (ctx) => interviewAnswer(ctx, await editInterviewCommand(deps, ctx.request.body, await command(ctx)), 'interview.edit', m.interviewUpdated));
  r.post('/_api/admin/interviews/restore', async (ctx) => interviewAnswer(ctx, await restoreInterviewCommand(deps, ctx.request.body, await command(ctx)), 'interview.restore', m.restored));
  staffBulkRoutes(r, deps, {
    base: '/_api/admin/interviews', kind: 'interview', command, remove: deleteInterviewsCommand, bulk: bulkInterviewsCommand, audit, deleted: m.interviewDeleted, bulkDone: m.bulkDone,
  });

  return r;
}

const EXPERT_NOT_FOUND = 'Expert not found';
const INTERVIEW_NOT_FOUND = 'Interview not found';
