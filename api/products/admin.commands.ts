import type { ProductEvent } from '../../schemas/products/events.js';
import { productStreams as streams } from '../../schemas/products/events.js';
import {
  defineCriterionInput,
  deleteCriterionInput,
  deleteProductInput,
  editCriterionInput,
  editProductInput,
  listProductInput,
  type DefineCriterionInput,
  type ListProductInput,
} from '../../schemas/products/commands.js';
import { productImageId } from '../../schemas/products/image.js';
import { staffProductMessages as m } from '../../schemas/products/messages.js';
import type { CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest } from '../shared/errors.js';
import { createItem, onItem } from '../shared/staff.js';
import { parseInput } from '../shared/validation.js';
import { criterionRated } from './admin.queries.js';
import { productImageExists } from './images.js';
import { deleteProduct, editProduct, listProduct, productDecider } from './product.decider.js';
import { criterionDecider, defineCriterion, deleteCriterion, editCriterion } from './rating-criterion.decider.js';

/**
 * Staff commands on products and rating criteria (issue 27): the studio's routes and the seeder
 * run these same functions, so seeded and studio-made items are one kind. Each runs through
 * `runCommand`: with an Idempotency-Key a retried create answers the first id and appends nothing
 * (T37). Edits and deletions decide on the item's stream at its exact revision, and an editor's
 * `expectedRevision` that is not the current one is refused with 409 (someone else's change).
 */
export type { ListProductInput, DefineCriterionInput };

export interface Outcome {
  id: number;
  position: string;
  events: ProductEvent[];
}

/** Products and rating criteria: each an id sequence, a stream and decider, and the key a new one's id is answered under. */
const products = { kind: 'product', idKey: 'productId', stream: streams.product, decider: productDecider } as const;
const criteria = { kind: 'rating-criterion', idKey: 'criterionId', stream: streams.criterion, decider: criterionDecider } as const;

/** An image URL must name files uploaded here: checked before deciding (the decider reads no disk). */
function assertImage(deps: Deps, imageUrl: string | null | undefined) {
  const id = productImageId(imageUrl);
  if (id && !productImageExists(deps.config.dataDir, id)) throw badRequest(m.imageMissing, 'validation');
}

/** POST /_api/admin/products; the seeder's products. */
export async function addProduct(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome & { productId: number }> {
  const cmd = parseInput(listProductInput, input);
  assertImage(deps, cmd.imageUrl);
  const res = await createItem(deps, ctx, { ...products, command: 'product.list', input: cmd, decide: (s, { productId }) => listProduct(s, { productId, ...cmd }) });
  return { id: res.result.productId, productId: res.result.productId, position: res.position, events: res.events };
}

export async function editProductCommand(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome> {
  const { id, ...cmd } = parseInput(editProductInput, input);
  assertImage(deps, cmd.imageUrl);
  const res = await onItem(deps, ctx, { command: 'product.edit', input: { id, ...cmd }, streamId: products.stream(id), decider: products.decider, decide: (s) => editProduct(s, cmd) });
  return { id, position: res.position, events: res.events };
}

export async function deleteProductCommand(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(deleteProductInput, input);
  const res = await onItem(deps, ctx, { command: 'product.delete', input: cmd, streamId: products.stream(cmd.id), decider: products.decider, decide: (s) => deleteProduct(s, cmd.expectedRevision) });
  return { id: cmd.id, position: res.position, events: res.events };
}

/** POST /_api/admin/rating-criteria; the seeder's criteria. */
export async function addRatingCriterion(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome & { criterionId: number }> {
  const cmd = parseInput(defineCriterionInput, input);
  const res = await createItem(deps, ctx, { ...criteria, command: 'product.criterion.define', input: cmd, decide: (s, { criterionId }) => defineCriterion(s, { criterionId, ...cmd }) });
  return { id: res.result.criterionId, criterionId: res.result.criterionId, position: res.position, events: res.events };
}

/** Name, categories, or retiring (and reinstating) a criterion. */
export async function editCriterionCommand(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome> {
  const { id, ...cmd } = parseInput(editCriterionInput, input);
  const res = await onItem(deps, ctx, { command: 'product.criterion.edit', input: { id, ...cmd }, streamId: criteria.stream(id), decider: criteria.decider, decide: (s) => editCriterion(s, cmd) });
  return { id, position: res.position, events: res.events };
}

/** Only an unused criterion: one any review rated answers 400 (retire it instead) and appends nothing. */
export async function deleteCriterionCommand(deps: Deps, input: unknown, ctx: CommandContext): Promise<Outcome> {
  const cmd = parseInput(deleteCriterionInput, input);
  const res = await onItem(deps, ctx, {
    command: 'product.criterion.delete',
    input: cmd,
    streamId: criteria.stream(cmd.id),
    decider: criteria.decider,
    read: async () => criterionRated(deps.rm, cmd.id),
    decide: (s, rated) => deleteCriterion(s, cmd.expectedRevision, rated),
  });
  return { id: cmd.id, position: res.position, events: res.events };
}
