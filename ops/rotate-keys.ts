import { loadConfig } from '../api/config.js';
import { masterKeyId, masterKeysFor } from '../api/shared/master-key.js';
import { openKeyStore } from '../api/shared/personal-data.js';
import { openPgKeyStore } from '../api/shared/personal-data-pg.js';
import { isPostgresUrl, openPgPool, pgTarget } from '../api/event-store/postgres-pool.js';

/**
 * `npm run rotate-keys`: re-wraps every member key under KEYS_MASTER_KEY, unwrapping with
 * KEYS_MASTER_KEY_PREVIOUS where a row is still under an older key: in keys.db, or in the
 * `member_keys` table with a postgres:// EVENTSTORE_URL. Every process does the same when it
 * opens the keys; this runs it once, now, so the previous key can be retired.
 */
async function main() {
  process.umask(0o077);
  const config = loadConfig();
  const master = masterKeysFor(config);
  let where = 'keys.db';
  let rewrapped: number;
  if (isPostgresUrl(config.eventStoreUrl)) {
    const target = pgTarget(config.eventStoreUrl);
    const pool = openPgPool(target, { max: 2 });
    try {
      const keys = await openPgKeyStore(pool, target, master);
      rewrapped = keys.rewrapped;
      keys.close();
    } finally {
      await pool.end();
    }
    where = 'member_keys (PostgreSQL)';
  } else {
    const keys = openKeyStore(config.files.keys, master);
    rewrapped = keys.rewrapped;
    keys.close();
  }
  console.log(`${where}: ${rewrapped} member key(s) re-wrapped; every key is now under master key ${masterKeyId(master.current)}`);
}

main().catch((err: unknown) => {
  console.error((err as Error).message);
  process.exit(1);
});
