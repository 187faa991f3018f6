import Router from '@koa/router';
import type { Context } from 'koa';
import { readFile } from 'node:fs/promises';
import { pathId } from '../../schemas/shared/inputs.js';
import { productStreams as streams } from '../../schemas/products/events.js';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_PATH,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGE_UPLOAD_PATH,
  productImagePath,
  type ProductImageFormat,
  type ProductImageWidth,
} from '../../schemas/products/image.js';
import { staffCriterionMessages as cm, staffProductMessages as pm } from '../../schemas/products/messages.js';
import { staffCriteriaQuery, staffProductsQuery } from '../../schemas/products/queries.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, notFound } from '../shared/errors.js';
import { readImageBody } from '../shared/image-upload.js';
import { streamHistory } from '../shared/stream-history.js';
import { fieldsFold, versionRoutes } from '../shared/stream-versions.js';
import { logStaffChange, staffCommand, staffItemReads, staffRead } from '../shared/staff.js';
import { parseQuery } from '../shared/validation.js';
import {
  addProduct,
  addRatingCriterion,
  deleteCriterionCommand,
  deleteProductCommand,
  editCriterionCommand,
  editProductCommand,
  type Outcome,
} from './admin.commands.js';
import { listStaffCriteria, listStaffProducts, staffCriterionById, staffProductById } from './admin.queries.js';
import { productDecider, editProduct } from './product.decider.js';
import { criterionDecider, editCriterion } from './rating-criterion.decider.js';
import { newProductImageId, productImageExists, productImageFile, productImageVariants, saveProductImage } from './images.js';

/** The fields a product's version holds (its listing, then each edit's changes). */
const PRODUCT_FIELDS = ['name', 'brand', 'category', 'priceRange', 'description', 'imageUrl', 'affiliateLink'];

/** An image id never changes content: cached for a year by anyone (product pictures are public). */
const YEAR = 'public, max-age=31536000, immutable';

/**
 * The studio's products and rating criteria (issue 27): staff with the `content` capability
 * (editors and admins; 401 signed out, 403 otherwise with SPEC's 'Access denied' text). Every
 * change is an event carrying the acting staff member (the audit trail), and every command
 * awaits the read model's catch-up before answering, so the public product pages, lists and
 * review form show it at once (read-your-writes; public caches key on the read model's position).
 */
export function adminProductRoutes(deps: Deps) {
  const r = new Router();
  const staff = (ctx: Context) => staffCommand(deps, ctx, 'content');
  const read = (ctx: Context) => staffRead(ctx, 'content');
  const audit = (ctx: Context, action: string, id: number) => logStaffChange(ctx, action, { id });
  const product = async (ctx: Context, out: Outcome, action: string, message: string, status = 200) => {
    audit(ctx, action, out.id);
    await deps.awaitProjection(out.position);
    const p = staffProductById(deps.rm, out.id);
    if (!p) throw notFound(pm.notFound);
    ctx.status = status;
    ctx.body = { product: p, message };
  };
  const criterion = async (ctx: Context, out: Outcome, action: string, message: string, status = 200) => {
    audit(ctx, action, out.id);
    await deps.awaitProjection(out.position);
    const c = staffCriterionById(deps.rm, out.id);
    if (!c) throw notFound(cm.notFound);
    ctx.status = status;
    ctx.body = { criterion: c, message };
  };
  const removed = async (ctx: Context, out: Outcome, action: string, message: string) => {
    audit(ctx, action, out.id);
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message };
  };

  staffItemReads(r, {
    base: '/_api/admin/products',
    guard: read,
    list: (q) => listStaffProducts(deps.rm, parseQuery(staffProductsQuery, q)),
    key: 'product',
    id: pathId(pm.idInvalid),
    byId: (id) => staffProductById(deps.rm, id),
    missing: pm.notFound,
    history: { noQuery: true, read: (id) => streamHistory(deps, streams.product(id), pm.notFound) },
  });
  r.post('/_api/admin/products', async (ctx) => product(ctx, await addProduct(deps, ctx.request.body, await staff(ctx)), 'product.create', pm.created, 201));
  r.post('/_api/admin/products/edit', async (ctx) => product(ctx, await editProductCommand(deps, ctx.request.body, await staff(ctx)), 'product.edit', pm.updated));
  r.post('/_api/admin/products/delete', async (ctx) => removed(ctx, await deleteProductCommand(deps, ctx.request.body, await staff(ctx)), 'product.delete', pm.deleted));

  /**
   * The image itself as the body (PNG, JPEG or WebP, at most 8 MB), re-encoded at once into every
   * width and format the pages use; the answer's `url` is what a create or an edit sends as
   * `imageUrl`. No event: the product's own event records the image it shows. With an
   * Idempotency-Key a retry reuses the first files.
   */
  r.post(PRODUCT_IMAGE_UPLOAD_PATH, async (ctx) => {
    const command = await staff(ctx);
    if (ctx.is(...PRODUCT_IMAGE_TYPES) === false) throw badRequest(pm.imageType, 'validation');
    const id = newProductImageId(command.actorId, command.idempotencyKey);
    const dataDir = deps.config.dataDir;
    const body = await readImageBody(ctx, PRODUCT_IMAGE_MAX_BYTES, pm.imageTooLarge);
    if (body.length === 0) throw badRequest(pm.imageType, 'validation');
    const url = productImageExists(dataDir, id) ? productImagePath(id) : saveProductImage(dataDir, id, await productImageVariants(body));
    ctx.state.log.info({ event: 'product_image_uploaded', userId: command.actorId, bytes: body.length, outcome: 'success' });
    ctx.status = 201;
    ctx.body = { image: { url, width: 800, height: 600 }, message: pm.imageUploaded };
  });

  r.get('/product-images/:file', async (ctx) => {
    const match = PRODUCT_IMAGE_PATH.exec(ctx.path);
    if (!match) throw notFound('Image not found');
    const format = match[3] as ProductImageFormat;
    try {
      ctx.body = await readFile(productImageFile(deps.config.dataDir, match[1]!, Number(match[2]) as ProductImageWidth, format));
    } catch {
      throw notFound('Image not found');
    }
    ctx.type = `image/${format}`;
    ctx.set('Cache-Control', YEAR);
  });

  staffItemReads(r, {
    base: '/_api/admin/rating-criteria',
    guard: read,
    list: (q) => listStaffCriteria(deps.rm, parseQuery(staffCriteriaQuery, q)),
    key: 'criterion',
    id: pathId(cm.idInvalid),
    byId: (id) => staffCriterionById(deps.rm, id),
    missing: cm.notFound,
    // A member's first review that rated it is not a staff change (and who reviewed is theirs).
    history: { noQuery: true, read: (id) => streamHistory(deps, streams.criterion(id), cm.notFound, ['RatingCriterionUsed']) },
  });
  r.post('/_api/admin/rating-criteria', async (ctx) =>
    criterion(ctx, await addRatingCriterion(deps, ctx.request.body, await staff(ctx)), 'criterion.create', cm.created, 201),
  );
  r.post('/_api/admin/rating-criteria/edit', async (ctx) => {
    const out = await editCriterionCommand(deps, ctx.request.body, await staff(ctx));
    const retired = out.events.find((e) => e.type === 'RatingCriterionRetired' || e.type === 'RatingCriterionReinstated');
    const message = retired?.type === 'RatingCriterionRetired' ? cm.retiredDone : retired ? cm.reinstated : cm.updated;
    await criterion(ctx, out, 'criterion.edit', message);
  });
  r.post('/_api/admin/rating-criteria/delete', async (ctx) =>
    removed(ctx, await deleteCriterionCommand(deps, ctx.request.body, await staff(ctx)), 'criterion.delete', cm.deleted),
  );

  // Compare and restore (api/shared/stream-versions.ts): a restore is an edit at the editor's revision.
  versionRoutes(r, deps, {
    base: '/_api/admin/products', idInvalid: pm.idInvalid, missing: pm.notFound, stream: streams.product, itemKey: 'product', byId: (d, id) => staffProductById(d.rm, id),
    command: 'product.restore', fold: fieldsFold(['ProductListed', 'ProductEdited'], PRODUCT_FIELDS), decider: productDecider, edit: editProduct,
  });
  versionRoutes(r, deps, {
    base: '/_api/admin/rating-criteria', idInvalid: cm.idInvalid, missing: cm.notFound, stream: streams.criterion, itemKey: 'criterion', byId: (d, id) => staffCriterionById(d.rm, id),
    command: 'product.criterion.restore', fold: fieldsFold(['RatingCriterionDefined', 'RatingCriterionEdited'], ['name', 'categories']), decider: criterionDecider, edit: editCriterion,
  });

  return r;
}
