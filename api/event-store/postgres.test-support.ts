import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh schema per store in the machine's PostgreSQL (TEST_POSTGRES_URL, default the `test`
 * database on 127.0.0.1 as root), each dropped by `dropAll()`. No skip: PostgreSQL runs on
 * every machine that runs `npm test`.
 */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';

export function pgSchemas(prefix = 'osg_t') {
  const made: string[] = [];
  return {
    /** A URL naming a new, empty schema (the store creates it). */
    url(): string {
      const schema = `${prefix}_${randomBytes(6).toString('hex')}`;
      made.push(schema);
      const u = new URL(TEST_POSTGRES_URL);
      u.searchParams.set('schema', schema);
      return u.toString();
    },
    async dropAll(): Promise<void> {
      const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await client.connect();
      try {
        for (const s of made.splice(0)) await client.query(`DROP SCHEMA IF EXISTS "${s}" CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}
