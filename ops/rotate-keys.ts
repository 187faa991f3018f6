import { loadConfig } from '../api/config.js';
import { masterKeyId, masterKeysFor } from '../api/shared/master-key.js';
import { openKeyStore } from '../api/shared/personal-data.js';

/**
 * `npm run rotate-keys`: re-wraps every member key in keys.db under KEYS_MASTER_KEY, unwrapping
 * with KEYS_MASTER_KEY_PREVIOUS where a row is still under an older key. Every process does the
 * same when it opens keys.db; this runs it once, now, so the previous key can be retired.
 */
function main() {
  process.umask(0o077);
  const config = loadConfig();
  const master = masterKeysFor(config);
  const keys = openKeyStore(config.files.keys, master);
  keys.close();
  console.log(`keys.db: ${keys.rewrapped} member key(s) re-wrapped; every key is now under master key ${masterKeyId(master.current)}`);
}

try {
  main();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
