import type Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';

/** Middlewares run in order, each `next` calling the one after, the last the chain's own `next`. */
function chainOf(mws: Middleware[]): Middleware {
  return (ctx, next) => {
    const run = (i: number): Promise<unknown> => Promise.resolve(i === mws.length ? next() : mws[i]!(ctx, () => run(i + 1)));
    return run(0);
  };
}

/** A path's leading literal segments, at most `depth`, stopping at the first parameter or wildcard. */
function literalPrefix(path: string, depth: number): string {
  const out: string[] = [];
  for (const seg of path.split('/').slice(1, depth + 1)) {
    if (/[:*(?]/.test(seg)) break;
    out.push(seg);
  }
  // The routers match case-insensitively (@koa/router's default), so the table does too.
  return out.length ? `/${out.join('/')}`.toLowerCase() : '';
}

/**
 * Mounts many routers as one middleware that hands a request only to the routers with a route
 * under its first two path segments (`/_api/articles/...` reaches the article and comment routers,
 * not the other sixteen). Mounted one after another, every request would pass through each
 * router's matcher and its allowedMethods, matching its path against every route of the site.
 * Order is kept, so when two routers could answer the same path the earlier one still does.
 */
export function routeTable(routers: Router[]): Middleware & { routers: Router[] } {
  const mounted = routers.map((r) => ({ r, mw: chainOf([r.routes() as Middleware, r.allowedMethods({ throw: false }) as Middleware]) }));
  const byPrefix = new Map<string, Set<number>>();
  mounted.forEach(({ r }, i) => {
    for (const layer of r.stack) {
      const path = typeof layer.path === 'string' ? layer.path : '';
      const key = literalPrefix(path, 2);
      if (!byPrefix.has(key)) byPrefix.set(key, new Set());
      byPrefix.get(key)!.add(i);
    }
  });
  const chains = new Map<string, Middleware>();
  const chainFor = (path: string): Middleware | null => {
    const keys = [literalPrefix(path, 2), literalPrefix(path, 1), ''];
    const hits = new Set<number>();
    for (const k of keys) for (const i of byPrefix.get(k) ?? []) hits.add(i);
    if (hits.size === 0) return null;
    const id = [...hits].sort((a, b) => a - b).join(',');
    // Keyed by the routers chosen, not the path: as many chains as router combinations.
    let chain = chains.get(id);
    if (!chain) {
      chain = chainOf([...hits].sort((a, b) => a - b).map((i) => mounted[i]!.mw));
      chains.set(id, chain);
    }
    return chain;
  };
  const table = (ctx: Context, next: Next) => {
    const chain = chainFor(ctx.path);
    return chain ? chain(ctx, next) : next();
  };
  // The routers stay reachable for the route-by-role matrix's check of the manifest (T13).
  return Object.assign(table, { routers });
}

/** The routers an app serves, whether mounted alone (`router.routes()`) or in a route table. */
export function mountedRouters(middleware: readonly unknown[]): Router[] {
  return middleware.flatMap((mw) => {
    const m = mw as { router?: Router; routers?: Router[] };
    return [...(m.router ? [m.router] : []), ...(m.routers ?? [])];
  });
}

/** Whether a middleware is a router or a route table: where the routes run. */
export const servesRoutes = (mw: unknown): boolean => mountedRouters([mw]).length > 0;
