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

/** A request path's first one and two segments, lower-cased, as literalPrefix gives them for depth 1 and 2. */
function requestPrefixes(path: string): [string, string] {
  const end1 = path.indexOf('/', 1);
  const one = literalPrefix(end1 < 0 ? path : path.slice(0, end1), 1);
  if (end1 < 0 || one === '') return [one, one];
  const end2 = path.indexOf('/', end1 + 1);
  return [one, literalPrefix(end2 < 0 ? path : path.slice(0, end2), 2)];
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
  // Chains are cached by the longest known prefix a path starts with (at most one per route prefix),
  // so a request costs two map lookups, not a split, a sort and a join of its path.
  const chains = new Map<string, Middleware | null>();
  const chainFor = (key: string): Middleware | null => {
    let chain = chains.get(key);
    if (chain !== undefined) return chain;
    const hits = new Set<number>();
    for (const k of [key, key.slice(0, Math.max(0, key.indexOf('/', 1))) || key, '']) for (const i of byPrefix.get(k) ?? []) hits.add(i);
    chain = hits.size === 0 ? null : chainOf([...hits].sort((a, b) => a - b).map((i) => mounted[i]!.mw));
    chains.set(key, chain);
    return chain;
  };
  const table = (ctx: Context, next: Next) => {
    const [one, two] = requestPrefixes(ctx.path);
    const chain = chainFor(byPrefix.has(two) ? two : byPrefix.has(one) ? one : '');
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
