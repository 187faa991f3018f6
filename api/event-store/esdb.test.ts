import { eventStoreContract } from './contract.js';
import { openEsdbEventStore } from './esdb.js';

eventStoreContract(
  'esdb',
  () => Promise.resolve(openEsdbEventStore(process.env.EVENTSTORE_URL!)),
  process.env.EVENTSTORE_URL ? undefined : 'EVENTSTORE_URL is not set; EventStoreDB cannot be installed on this machine',
);
