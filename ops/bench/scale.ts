import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, type LoadResult, type LoadSpec } from './http-load.js';
import { int, loadFigures, ms, ratio, secs, type Row } from './report.js';
import type { ScaleFixtures } from './scale-log.js';
import { DEMO_ADMIN, signIn, startServer, type RunningServer } from './servers.js';

/**
 * The scale rows (issue 7): each request on a big item next to the same request on its small
 * control in the same database, at one size N. The ratio (big / control, requests per second
 * or, cold, control / big time) is the figure to hold near 1.
 */

export interface ScaleSpec {
  n: number;
  seconds: number;
  connections: number;
  progress(msg: string): void;
}

const JSON_POST = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' };
const http = (r: LoadResult) => `${int(r.rps)} req/s, p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;
const failed = (label: string, ...rs: LoadResult[]) => (rs.some((r) => r.non2xx || r.errors) ? [`WARNING ${label}: ${rs.map((r) => `${r.non2xx} non-2xx, ${r.errors} errors`).join(' / ')}`] : []);

/** One timed request (cold rows: the first after a restart). */
async function once(url: string, init: RequestInit): Promise<number> {
  const t0 = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status}`);
  return performance.now() - t0;
}

export async function scaleRows(spec: ScaleSpec): Promise<{ rows: Row[]; notes: string[] }> {
  const { n, seconds, connections, progress } = spec;
  const dir = mkdtempSync(join(tmpdir(), `osg-bench-scale-${n}-`));
  const env = { BENCH_DATA_DIR: dir, BENCH_SCALE: String(n) };
  const rows: Row[] = [];
  const notes: string[] = [];
  let server: RunningServer | undefined;
  try {
    progress(`scale ${int(n)}: writing the log and projecting it (first start)`);
    const t0 = performance.now();
    server = await startServer('app', env);
    const f = server.fixtures as ScaleFixtures;
    notes.push(`scale ${int(n)}: ${int(f.events)} events written and projected in ${secs((performance.now() - t0) / 1000)} (server start included).`);
    const [member, admin] = [await signIn(server.url), await signIn(server.url, DEMO_ADMIN)];
    type Target = Omit<LoadSpec, 'seconds'>;
    const pair = async (label: string, big: Target, small: Target, baseline: string) => {
      progress(`scale ${int(n)}: ${label} (${seconds} s each)`);
      const b = await load({ connections, seconds, warmupSeconds: 1, ...big });
      const s = await load({ connections, seconds, warmupSeconds: 1, ...small });
      rows.push({ measurement: `${label} @${int(n)}`, result: http(b), baseline: `${baseline}: ${http(s)}`, ratio: ratio(b.rps, s.rps), data: loadFigures(b, s) });
      notes.push(...failed(`${label} @${int(n)}`, b, s));
    };
    const u = server.url;
    const comments = (id: number, offset = 0) => ({ url: `${u}/_api/articles/comments?articleId=${id}&limit=10&offset=${offset}` });
    await pair('comments page 1, article with N comments + N/2 replies', comments(f.hotArticle), comments(f.smallArticle), 'article with 12 comments + 6 replies');
    await pair(`comments page at offset ${int(n / 2)}, same article`, comments(f.hotArticle, Math.floor(n / 2)), comments(f.smallArticle), 'article with 12 comments + 6 replies, page 1');
    const list = (q: string) => ({ url: `${u}/_api/articles?${q}` });
    await pair('article list page 1 (24), N+2 articles', list('page=1'), list('category=expert_qa'), 'category with 20 articles');
    await pair(`article list page ${int(n / 48)}, N+2 articles`, list(`page=${Math.max(1, Math.floor(n / 48))}`), list('category=expert_qa'), 'category with 20 articles');
    const article = { url: `${u}/_api/articles/article?slug=${f.smallSlug}` };
    await pair('GET article JSON signed in', { ...article, headers: { cookie: member } }, article, 'anonymous');
    const vote = (commentId: number) => ({ url: `${u}/_api/comments/vote`, method: 'POST' as const, headers: { ...JSON_POST, cookie: member }, body: JSON.stringify({ commentId, voteType: 'upvote' }), warmupSeconds: 0 });
    await pair('vote (warm), comment with N votes', vote(f.hotComment), vote(f.freshComment), 'comment with no votes');
    const profile = (cookie: string) => ({ url: `${u}/_api/user/profile`, method: 'POST' as const, headers: { ...JSON_POST, cookie }, body: JSON.stringify({ displayName: 'Bench Member' }), warmupSeconds: 0 });
    await pair('profile update (warm), member with N profile edits and 1.5 N comments', profile(member), profile(admin), 'member with a short stream');

    // Cold: a restart empties every cache; the first request pays for whatever is rebuilt.
    const cold = async (cookie: string) => {
      await server!.stop();
      server = await startServer('app', env);
      const body = JSON.stringify({ displayName: 'Bench Cold' });
      return once(`${server.url}/_api/user/profile`, { method: 'POST', headers: { ...JSON_POST, cookie }, body });
    };
    progress(`scale ${int(n)}: profile update after a restart (cold), twice`);
    const [coldBig, coldSmall] = [await cold(member), await cold(admin)];
    rows.push({ measurement: `profile update (cold, first after restart), member with N edits @${int(n)}`, result: ms(coldBig), baseline: `member with a short stream: ${ms(coldSmall)}`, ratio: ratio(coldSmall, coldBig), data: { figure: coldBig, unit: 'ms', reference: coldSmall, ratio: coldSmall / coldBig } });
    return { rows, notes };
  } finally {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
