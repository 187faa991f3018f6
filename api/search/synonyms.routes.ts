import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { synonymMessages as m, synonymStream } from '../../schemas/search/synonyms.js';
import { requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { answerItem, staffCommand } from '../shared/staff.js';
import { streamHistory } from '../shared/stream-history.js';
import { noQuery, parseInput } from '../shared/validation.js';
import { addSynonymGroup, deleteSynonymGroup, editSynonymGroup, type Outcome } from './synonyms.commands.js';
import { listSynonymGroups, synonymGroupById } from './synonyms.queries.js';

const idParam = z.string().regex(/^[1-9][0-9]{0,15}$/, m.idInvalid).transform(Number).pipe(z.number().max(Number.MAX_SAFE_INTEGER, m.idInvalid));

/**
 * The studio's search synonym table (issue 27): staff with the `content` capability. Each
 * change is an event with the acting staff member; the answer waits for the read model, so the
 * next search (any reader's) expands with the table as changed.
 */
export function synonymRoutes(deps: Deps) {
  const r = new Router();
  const staff = (ctx: Context) => staffCommand(deps, ctx, 'content');
  const answer = (ctx: Context, out: Outcome, message: string, status = 200) =>
    answerItem(deps, ctx, { position: out.position, key: 'group', find: () => synonymGroupById(deps.rm, out.groupId), missing: m.notFound, message, status });

  r.get('/_api/admin/search/synonyms', (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { groups: listSynonymGroups(deps.rm) };
  });

  r.get('/_api/admin/search/synonyms/:id/history', async (ctx) => {
    requireCapability(ctx, 'content');
    noQuery(ctx);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await streamHistory(deps, synonymStream(parseInput(idParam, ctx.params.id)), m.notFound);
  });

  r.post('/_api/admin/search/synonyms', async (ctx) => {
    await answer(ctx, await addSynonymGroup(deps, ctx.request.body, await staff(ctx)), m.created, 201);
  });

  r.post('/_api/admin/search/synonyms/edit', async (ctx) => {
    await answer(ctx, await editSynonymGroup(deps, ctx.request.body, await staff(ctx)), m.updated);
  });

  r.post('/_api/admin/search/synonyms/delete', async (ctx) => {
    const out = await deleteSynonymGroup(deps, ctx.request.body, await staff(ctx));
    await deps.awaitProjection(out.position);
    ctx.body = { success: true, message: m.deleted };
  });

  return r;
}
