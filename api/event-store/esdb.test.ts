import { eventStoreContract } from './contract.js';
import { FakeEsdb } from './esdb-fake.js';
import { esdbEventStore, openEsdbEventStore } from './esdb.js';

eventStoreContract(
  'esdb',
  () => Promise.resolve(openEsdbEventStore(process.env.EVENTSTORE_URL!)),
  process.env.EVENTSTORE_URL ? undefined : 'EVENTSTORE_URL is not set; EventStoreDB cannot be installed on this machine',
);

// The same suite through the adapter over an in-memory client that follows the server's rules
// (esdb-fake.ts), so the adapter's logic is checked on every run, not only where a server is.
eventStoreContract('esdb adapter over a fake client', () => Promise.resolve(esdbEventStore(new FakeEsdb().asClient())));
