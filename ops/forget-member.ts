import { rmSync } from 'node:fs';
import { loadConfig } from '../api/config.js';
import { openSharedStores } from '../api/shared/shared-stores.js';
import { openSqliteSessionStore } from '../api/shared/sessions.js';
import { pruneGenerations } from '../projections/read-db.js';
import { rebuildReadModel } from '../projections/rebuild.js';

/**
 * `npm run forget-member -- <userId>`: erasure by crypto-shredding. Destroys the member's key
 * (their sealed email, name and writing become unreadable in the log and every replay), ends
 * their sessions, rebuilds the read model without them, and deletes the previous read-model
 * file once running servers have moved to the new one, so no plaintext copy is left behind.
 */
async function main() {
  const userId = Number(process.argv[2]);
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    console.error('usage: npm run forget-member -- <userId>');
    process.exit(2);
  }
  process.umask(0o077); // files this process creates are private (see api/shared/sqlite.ts)
  const config = loadConfig();
  const { store, keys } = await openSharedStores(config, undefined, { pollMs: 0 });
  if (!keys.find(userId)) console.log(`member ${userId} has no key (never existed, or already forgotten)`);
  keys.destroy(userId);
  const sessions = openSqliteSessionStore(config.files.sessions);
  await sessions.destroyUserSessions(userId);
  await sessions.close();
  const res = await rebuildReadModel({ store, keys, dir: config.files.readModelDir });
  // Servers follow CURRENT within a second; an open handle keeps a deleted file readable meanwhile.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  pruneGenerations(config.files.readModelDir, []);
  // The search snapshot still holds the member's words until a server rewrites it: drop it (rebuilt at start).
  rmSync(config.files.searchSnapshot, { force: true });
  console.log(`member ${userId} forgotten: key destroyed, sessions ended, read model rebuilt (${res.events} events) as ${res.generation}`);
  await store.close();
  keys.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
