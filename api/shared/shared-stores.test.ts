import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { pgSchemas, TEST_POSTGRES_URL } from '../event-store/postgres.test-support.js';
import { loginAs, startTestApp } from '../../tests/support/api.js';
import { freePort } from '../../tests/support/redis.js';

const schemas = pgSchemas('osg_app');
afterAll(() => schemas.dropAll());

/** A TCP proxy in front of the machine's PostgreSQL that the test can take down (every connection cut, nothing listening) and bring back. */
async function databaseLink() {
  const port = await freePort();
  const target = new URL(TEST_POSTGRES_URL);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (s: net.Socket, other: () => net.Socket) => {
    sockets.add(s);
    s.on('error', () => other().destroy());
    s.on('close', () => {
      sockets.delete(s);
      other().destroy();
    });
  };
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const db = net.connect(Number(target.port || 5432), target.hostname);
        track(client, () => db);
        track(db, () => client);
        client.pipe(db).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server!.close(() => resolve());
    });
  await up();
  const url = new URL(schemas.url());
  url.host = `127.0.0.1:${port}`;
  return { url: url.toString(), up, down };
}

describe('an API node on PostgreSQL that loses the database', () => {
  it('answers 503 to writes, keeps serving reads, and takes writes again by itself once the database is back', async () => {
    const link = await databaseLink();
    const app = await startTestApp({ EVENTSTORE_URL: link.url, KEYS_MASTER_KEY: randomBytes(32).toString('base64') });
    try {
      const member = await loginAs(app, 'member');
      await member.post('/_api/user/profile').send({ displayName: 'Before The Outage' }).expect(200);

      await link.down();
      const refused = await member.post('/_api/user/profile').send({ displayName: 'During The Outage' });
      expect(refused.status).toBe(503);
      expect(Object.keys(refused.body)).toEqual(['error']);
      const session = await member.get('/_api/auth/session').expect(200);
      expect(session.body.user.displayName).toBe('Before The Outage');
      await app.agent().get('/_api/articles').expect(200);

      await link.up();
      let status = 0;
      for (let i = 0; i < 20 && status !== 200; i++) {
        status = (await member.post('/_api/user/profile').send({ displayName: 'After The Outage' })).status;
        if (status !== 200) await new Promise((r) => setTimeout(r, 250));
      }
      expect(status).toBe(200);
      expect((await member.get('/_api/auth/session').expect(200)).body.user.displayName).toBe('After The Outage');
    } finally {
      await app.close();
      await link.down().catch(() => undefined);
    }
  });
});
