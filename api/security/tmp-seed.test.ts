import { it } from 'vitest';
import { startTestApp } from '../../tests/support/api.js';
it('seed time', async () => {
  const t0 = Date.now();
  const t = await startTestApp({ SEED_CONTENT: '1', RATE_LIMITS: 'off' });
  console.log('start ms', Date.now() - t0, 'events', await t.eventCount());
  const r = await t.request().get('/_api/articles');
  console.log(JSON.stringify(r.body).slice(0, 600));
  for (const p of ['/_api/forum/categories', '/_api/products', '/_api/experts', '/_api/experts/interviews', '/_api/rating-criteria']) {
    const x = await t.request().get(p); console.log(p, x.status, JSON.stringify(x.body).slice(0, 400));
  }
  await t.close();
}, 120000);
