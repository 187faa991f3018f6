import { startTestApp, type TestApp } from '../../tests/support/api.js';
import { seedFixture } from './experts.test-support.js';

/** A test app holding the fixture's experts and interviews, `ids` (each fixture key's id), and what closes it. */
export interface ExpertsApp {
  t: TestApp;
  ids: Map<string, number>;
  close(): Promise<void>;
}

/**
 * What the experts tests start from: a test app (rate limits off, as the tests call the same
 * routes many times) with the fixture seeded and projected. An app whose seeding fails is closed.
 */
export async function startExpertsApp(): Promise<ExpertsApp> {
  const t = await startTestApp({ RATE_LIMITS: 'off' });
  try {
    return { t, ids: await seedFixture(t), close: () => t.close() };
  } catch (err) {
    await t.close();
    throw err;
  }
}
