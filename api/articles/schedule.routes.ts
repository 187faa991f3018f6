import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { adminArticleMessages as m } from '../../schemas/admin/articles.js';
import { adminArticleScheduleMessages as sm, articleIdInput } from '../../schemas/articles/schedule.js';
import { commandContext, requireCapability } from '../shared/auth.js';
import type { Deps } from '../shared/deps.js';
import { notFound } from '../shared/errors.js';
import { esc, SITE_NAME } from '../shared/head.js';
import { parseInput } from '../shared/validation.js';
import type { Admin } from './admin.commands.js';
import { adminArticleById } from './admin.queries.js';
import { previewToken, readPreviewToken, type Signer } from './preview.js';
import { cancelScheduleCommand, scheduleArticleCommand } from './schedule.commands.js';
import { articleSchedulerKey } from './schedules.js';

/**
 * Scheduled publishing and preview links (issue 27). Staff with the content capability schedule
 * and cancel, and make preview links; a preview link's page is public (the link is the
 * authority), private to the reader's own cache, and never indexed.
 */
export function articleScheduleRoutes(deps: Deps) {
  const r = new Router();
  const command = async (ctx: Context): Promise<Admin> => {
    const user = requireCapability(ctx, 'content');
    await deps.limits.hit('admin', user.id);
    return { ...commandContext(ctx), actorId: user.id };
  };
  const answer = async (ctx: Context, articleId: number, position: string, message: string) => {
    await deps.awaitProjection(position);
    const article = adminArticleById(deps.rm, articleId);
    if (!article) throw notFound(m.notFound);
    ctx.body = { article, message };
  };

  r.post('/_api/admin/articles/schedule', async (ctx) => {
    const actor = await command(ctx);
    const out = await scheduleArticleCommand(deps, ctx.request.body, actor);
    ctx.state.log.info({ event: 'sensitive_update', userId: actor.actorId, ip: ctx.ip, path: ctx.path, action: 'article.schedule', articleIds: [out.articleId], outcome: 'success' });
    await deps.services.get(articleSchedulerKey).arm(out.articleId, out.publishAt, actor.actorId);
    await answer(ctx, out.articleId, out.position, sm.scheduled);
  });

  r.post('/_api/admin/articles/schedule/cancel', async (ctx) => {
    const actor = await command(ctx);
    const out = await cancelScheduleCommand(deps, ctx.request.body, actor);
    ctx.state.log.info({ event: 'sensitive_update', userId: actor.actorId, ip: ctx.ip, path: ctx.path, action: 'article.schedule.cancel', articleIds: [out.articleId], outcome: 'success' });
    await answer(ctx, out.articleId, out.position, sm.cancelled);
  });

  r.post('/_api/admin/articles/preview-link', async (ctx) => {
    await command(ctx);
    const { id } = parseInput(articleIdInput, ctx.request.body);
    if (!adminArticleById(deps.rm, id)) throw notFound(m.notFound);
    const { token, expiresAt } = previewToken(ctx.app.keys as unknown as Signer, id, deps.now());
    ctx.body = { url: `${deps.config.publicUrl}/articles/preview/${token}`, expiresAt: expiresAt.toISOString(), message: sm.previewCreated };
  });

  r.get('/articles/preview/:token', (ctx) => {
    // Only the reader's own browser may keep it: a shared cache would hand a draft to anyone.
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.state.csp = PREVIEW_CSP;
    ctx.type = 'html';
    const found = readPreviewToken(ctx.app.keys as unknown as Signer, String(ctx.params.token), deps.now());
    const article = found && found !== 'expired' ? adminArticleById(deps.rm, found.articleId) : null;
    if (found === 'expired') {
      ctx.status = 410;
      ctx.body = previewPage('Preview expired', `<h1>Preview expired</h1><p>${esc(sm.previewExpired)}</p>`);
    } else if (!article) {
      ctx.status = 404;
      ctx.body = previewPage('Preview not found', `<h1>Preview not found</h1><p>${esc(sm.previewNotFound)}</p>`);
    } else {
      ctx.body = previewPage(
        `Preview: ${article.title}`,
        `<article><h1>${esc(article.title)}</h1><p class="excerpt">${esc(article.excerpt)}</p><div class="content">${article.content}</div></article>`,
        article.published ? 'Preview of the current version' : 'Preview: this draft is not published',
      );
    }
  });

  return r;
}

/**
 * The preview page: rendered here from the read model's sanitised HTML (the article body is
 * the sanitiser's output, as on the public page), with a banner, noindex and no canonical.
 */
const PREVIEW_CSS = `body{margin:0;font:17px/1.6 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2328;background:#fff}
.banner{position:sticky;top:0;background:#7a3e00;color:#fff;padding:10px 16px;font-weight:600;text-align:center}
main{max-width:720px;margin:0 auto;padding:24px 16px 64px}h1{font-size:2rem;line-height:1.2;margin:16px 0}
.excerpt{color:#57606a;font-size:1.1rem}.content img{max-width:100%;height:auto}a{color:#0b5cad}`;
/** The page's own CSP: its one inline style by hash, nothing else of its own (the article's images from this site). */
const PREVIEW_CSP = `default-src 'none'; img-src 'self' data:; style-src 'sha256-${createHash('sha256').update(PREVIEW_CSS).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function previewPage(title: string, body: string, banner = 'Preview'): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${esc(title)} | ${esc(SITE_NAME)}</title>
<style>${PREVIEW_CSS}</style></head>
<body><div class="banner" role="status">${esc(banner)}</div><main>${body}</main></body></html>`;
}
