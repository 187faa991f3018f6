import { isSlug } from '../../../schemas/admin/slug.js';
import { Client, confirmTokens } from './client.js';
import { BATCH_SIZE, batches, fit, labelled, markerOf, pack, wellFormed, type Vector } from './vectors.js';

/**
 * SECURITY T23: writes the corpus through every member and admin sink over HTTP (the spec's own
 * server, RATE_LIMITS=off) and returns the pages to visit. Each batch of at most BATCH_SIZE vectors
 * gets its own article, thread, product and members, so a page load shows at most one batch.
 */

export type Visit = {
  name: string;
  path: string;
  /** Who the browser is: anonymous, the admin, or one of the corpus members. */
  as: 'anon' | 'admin' | Client;
  /** Markers that must be visible (single-vector items whose marker precedes the vector). */
  markers: string[];
  vectors: number;
  /** Search pages: queries driven through the URL state after the load. */
  queries?: string[];
};

export type Corpus = {
  visits: Visit[];
  /** Per sink: vectors stored (2xx), refused (4xx) and how the refusals answered. */
  sinks: Map<string, { stored: Set<number>; refused: Set<number>; statuses: Map<number, number> }>;
  admin: Client;
};

const PASSWORD = 'Corpus-River-2718';

export async function injectCorpus(base: string, dataDir: string, vectors: Vector[], interviews: { expertId: number; slugs: string[] }): Promise<Corpus> {
  const sinks: Corpus['sinks'] = new Map();
  const note = (sink: string, ids: number[], status: number) => {
    const s = sinks.get(sink) ?? { stored: new Set<number>(), refused: new Set<number>(), statuses: new Map<number, number>() };
    sinks.set(sink, s);
    for (const id of ids) (status < 300 ? s.stored : s.refused).add(id);
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
    if (status >= 500) throw new Error(`${sink}: ${status} for vectors ${ids.join(',')}`);
  };

  const admin = new Client(base);
  const login = await admin.post('/_api/auth/login_with_password', { email: 'admin@example.com', password: 'Admin12345' });
  if (login.status !== 200) throw new Error(`admin login: ${login.status}`);

  const groups = batches(vectors, BATCH_SIZE);
  const members = await registerMembers(base, dataDir, vectors, note);
  const products = await pickProducts(admin, groups.length);
  const visits: Visit[] = [];

  for (const [b, group] of groups.entries()) {
    const m = (i: number) => members.get(group[i % group.length]!.id)!;
    const tag = `xcb${b}z`;

    // Article: title, excerpt and content (admin), then comments and replies (members).
    const title = pack(group, 180);
    const excerpt = pack(group.slice(3), 300, 10);
    const art = await admin.post('/_api/admin/articles', {
      title: `xss corpus ${b} ${title.text}`.slice(0, 200),
      excerpt: excerpt.text,
      content: group.map((v) => `<p>${markerOf(v.id)}</p>\n${v.html}`).join('\n'),
      category: 'sexual_health',
      published: true,
    });
    note('article.title', title.ids, art.status);
    note('article.excerpt', excerpt.ids, art.status);
    note('article.content', group.map((v) => v.id), art.status);
    if (art.status !== 201) throw new Error(`article ${b}: ${art.status} ${JSON.stringify(art.body)}`);
    const article = (art.body.article ?? art.body) as { id: number; slug: string };

    const commentGroups = batches(group, Math.ceil(group.length / 10));
    for (const [k, cg] of commentGroups.entries()) {
      const c = await m(k).post('/_api/articles/comments', { articleId: article.id, content: `${tag} ${pack(cg, 4900).text}` });
      note('comment', cg.map((v) => v.id), c.status);
      if (c.status !== 201) continue;
      const r = await m(10 + k).post('/_api/articles/comments', { articleId: article.id, parentCommentId: c.body.comment.id, content: `${tag} ${pack([...cg].reverse(), 4900).text}` });
      note('reply', cg.map((v) => v.id), r.status);
    }
    visits.push({ name: `article ${b}`, path: `/articles/${article.slug}#comments`, as: 'anon', markers: group.map((v) => markerOf(v.id)), vectors: group.length });
    visits.push({ name: `admin article editor ${b}`, path: `/admin/articles/${article.id}/edit`, as: 'admin', markers: [], vectors: group.length });
    visits.push({ name: `admin comments ${b}`, path: `/admin/comments?q=${tag}`, as: 'admin', markers: [tag], vectors: group.length });

    // Forum: a thread whose title and opening post carry the batch, and one page of replies.
    const forumTitle = pack(group, 135);
    const th = await m(20).post('/_api/forum/thread', { categoryId: 2, title: `xss corpus ${b} ${forumTitle.text}`.slice(0, 150), content: pack(group, 10000, 10).text });
    note('thread.title', forumTitle.ids, th.status);
    note('thread.content', group.map((v) => v.id), th.status);
    if (th.status === 201) {
      const threadId = th.body.thread.id as number;
      const replyGroups = batches(group, Math.ceil(group.length / 19));
      for (const [j, rg] of replyGroups.entries()) {
        const r = await m(21 + j).post('/_api/forum/thread/reply', { threadId, content: pack(rg, 10000).text });
        note('forum.reply', rg.map((v) => v.id), r.status);
      }
      visits.push({ name: `thread ${b}`, path: `/forum/${threadId}`, as: 'anon', markers: group.map((v) => markerOf(v.id)), vectors: group.length });
    }

    // Reviews: ten members review the batch's product.
    const product = products[b]!;
    const reviewGroups = batches(group, Math.ceil(group.length / 10));
    for (const [r, rg] of reviewGroups.entries()) {
      const t = pack(rg, 100, 3);
      const pros = pack(rg, 500);
      const cons = pack([...rg].reverse(), 500);
      const res = await m(40 + r).post('/api/product/reviews', {
        productId: product.id,
        title: t.text,
        content: pack(rg, 5000, 20).text,
        pros: pros.text,
        cons: cons.text,
        overallRating: 4,
        detailedRatings: [{ criteriaId: product.criteriaId, rating: 3 }],
      });
      note('review.title', t.ids, res.status);
      note('review.content', rg.map((v) => v.id), res.status);
      note('review.pros', pros.ids, res.status);
      note('review.cons', cons.ids, res.status);
    }
    visits.push({ name: `product ${b}`, path: `/products/${product.id}`, as: 'anon', markers: group.map((v) => markerOf(v.id)), vectors: group.length });

    // The profile shows the member's own display name (one vector each; every name is also beside its comments, replies and reviews).
    if (b % 3 === 0) visits.push({ name: `profile ${b}`, path: '/profile', as: m(0), markers: [], vectors: 1 });

    // Search: the query in the URL state (summary and highlight), one load per batch.
    visits.push({ name: `search ${b}`, path: `/search?query=${encodeURIComponent('xss corpus')}`, as: 'anon', markers: [], vectors: group.length, queries: group.map((v) => wellFormed(fit(v.html, 200))) });
    visits.push({ name: `interview ${b}`, path: `/experts/interviews/${interviews.slugs[b]}`, as: 'anon', markers: group.map((v) => markerOf(v.id)), vectors: group.length });
  }

  // The slug: only lower-case words and hyphens are a slug; everything else must be a 400.
  for (const v of vectors) {
    const slug = fit(v.html, 120);
    const res = await admin.post('/_api/admin/articles', { title: `slug probe ${v.id}`, slug, excerpt: 'An excerpt long enough.', content: '<p>Probe body long enough.</p>', category: 'sexual_health' });
    if (isSlug(slug) ? res.status !== 201 : res.status !== 400) throw new Error(`slug ${JSON.stringify(slug)}: ${res.status}`);
    note('article.slug', [v.id], res.status);
  }

  visits.push({ name: 'admin articles', path: '/admin/articles', as: 'admin', markers: [], vectors: Math.min(vectors.length, 50) });
  visits.push({ name: 'forum category', path: '/forum/category/2', as: 'anon', markers: [], vectors: Math.min(vectors.length, 50) });
  visits.push({ name: 'expert', path: `/experts/${interviews.expertId}`, as: 'anon', markers: [], vectors: 50 });
  note('expert.profile', vectors.slice(0, 50).map((v) => v.id), 201);
  note('interview', vectors.map((v) => v.id), 201);
  return { visits, sinks, admin };
}

type Note = (sink: string, ids: number[], status: number) => void;

/** One member per vector, named by it (a refused name falls back to a plain one, counted as refused). */
async function registerMembers(base: string, dataDir: string, vectors: Vector[], note: Note): Promise<Map<number, Client>> {
  const run = `${Date.now().toString(36)}${process.pid}`;
  const pending = new Map<number, { email: string; client: Client; named: boolean }>();
  const signUp = async (v: Vector) => {
    const client = new Client(base);
    const email = `xss-${run}-${v.id}@example.org`;
    const body = { email, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true };
    let res = await client.post('/_api/auth/register', { ...body, displayName: labelled(v, 50, 3) });
    note('displayName', [v.id], res.status);
    const named = res.status === 202;
    if (!named) res = await client.post('/_api/auth/register', { ...body, displayName: `Corpus member ${v.id}` });
    if (res.status !== 202) throw new Error(`register ${v.id}: ${res.status} ${JSON.stringify(res.body)}`);
    pending.set(v.id, { email, client, named });
  };
  await pool(vectors, 4, signUp);
  const deadline = Date.now() + 60_000;
  let tokens = confirmTokens(dataDir);
  while ([...pending.values()].some((p) => !tokens.has(p.email)) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    tokens = confirmTokens(dataDir);
  }
  const members = new Map<number, Client>();
  await pool([...pending], 4, async ([id, p]) => {
    const token = tokens.get(p.email);
    if (!token) throw new Error(`no confirmation mail for ${p.email}`);
    const res = await p.client.post('/_api/auth/register/confirm', { token });
    if (res.status !== 200) throw new Error(`confirm ${id}: ${res.status}`);
    members.set(id, p.client);
  });
  return members;
}

async function pool<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

/** One product per batch with a rating criterion of its category. */
async function pickProducts(client: Client, count: number): Promise<{ id: number; criteriaId: number }[]> {
  const criteria = (await client.get('/_api/rating-criteria')).body as { id: number; categories: string[] }[];
  const out: { id: number; criteriaId: number }[] = [];
  for (let page = 1; out.length < count && page < 10; page++) {
    const list = (await client.get(`/_api/products?page=${page}`)).body as { products: { id: number; category: string }[] };
    if (!list?.products?.length) break;
    for (const p of list.products) {
      const c = criteria.find((x) => x.categories.includes(p.category));
      if (c && out.length < count) out.push({ id: p.id, criteriaId: c.id });
    }
  }
  if (out.length < count) throw new Error(`only ${out.length} products for ${count} batches`);
  return out;
}
