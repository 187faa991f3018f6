import Router from '@koa/router';
import type { Context } from 'koa';
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
import { imageFileRoute, imageUploadRoute } from '../shared/image-routes.js';
import { streamHistory } from '../shared/stream-history.js';
import { fieldsFold, versionRoutes } from '../shared/stream-versions.js';
import { logStaffChange, staffCommand, staffItemReads, staffRead } from '../shared/staff.js';
import { staffItemAnswer } from '../shared/staff-answers.js';
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
  const idOf = (out: Outcome) => out.id;
  // Each kind as the studio reads it and answers its commands (api/shared/staff.ts, ./staff-answers.ts).
  const productItem = { key: 'product', byId: (id: number) => staffProductById(deps.rm, id), missing: pm.notFound };
  const criterionItem = { key: 'criterion', byId: (id: number) => staffCriterionById(deps.rm, id), missing: cm.notFound };
  const product = staffItemAnswer(deps, { ...productItem, idOf, audit });
  const criterion = staffItemAnswer(deps, { ...criterionItem, idOf, audit });
  const removed = async (ctx: Context, out: Outcome, action: string, message: string) => {
    audit(ctx, action, out.id);
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message };
  };

  staffItemReads(r, {
    ...productItem, base: '/_api/admin/products', id: pathId(pm.idInvalid), guard: read,
    list: (q) => listStaffProducts(deps.rm, parseQuery(staffProductsQuery, q)),
    history: { noQuery: true, read: (id) => streamHistory(deps, streams.product(id), pm.notFound) },
  });
  r.post('/_api/admin/products', async (ctx) => product(ctx, await addProduct(deps, ctx.request.body, await staff(ctx)), 'product.create', pm.created, 201));
  r.post('/_api/admin/products/edit', async (ctx) => product(ctx, await editProductCommand(deps, ctx.request.body, await staff(ctx)), 'product.edit', pm.updated));
  r.post('/_api/admin/products/delete', async (ctx) => removed(ctx, await deleteProductCommand(deps, ctx.request.body, await staff(ctx)), 'product.delete', pm.deleted));

  /**
   * The image itself as the body (PNG, JPEG or WebP, at most 8 MB), re-encoded at once into every
   * width and format the pages use; the answer's `url` is what a create or an edit sends as
   * `imageUrl`.
   */
  imageUploadRoute(r, deps, {
    path: PRODUCT_IMAGE_UPLOAD_PATH, command: staff, accepts: (ctx) => ctx.is(...PRODUCT_IMAGE_TYPES) !== false,
    maxBytes: PRODUCT_IMAGE_MAX_BYTES, words: { type: pm.imageType, tooLarge: pm.imageTooLarge },
    newId: newProductImageId, exists: productImageExists, url: productImagePath, save: async (dataDir, id, body) => saveProductImage(dataDir, id, await productImageVariants(body)),
    logEvent: 'product_image_uploaded', answer: (url) => ({ image: { url, width: 800, height: 600 }, message: pm.imageUploaded }),
  });
  imageFileRoute(r, {
    path: '/product-images/:file', pattern: PRODUCT_IMAGE_PATH, type: (match) => `image/${match[3] as ProductImageFormat}`,
    file: (match) => productImageFile(deps.config.dataDir, match[1]!, Number(match[2]) as ProductImageWidth, match[3] as ProductImageFormat),
  });

  staffItemReads(r, {
    ...criterionItem, base: '/_api/admin/rating-criteria', id: pathId(cm.idInvalid), guard: read,
    list: (q) => listStaffCriteria(deps.rm, parseQuery(staffCriteriaQuery, q)),
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
