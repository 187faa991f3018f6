import type { Agent, TestApp } from './api.js';
import { staffAgent } from './staff.js';

type StaffRole = Parameters<typeof staffAgent>[1];

/**
 * Signed-in clients of new staff accounts, one per role asked for, created in the order given:
 * the staff a studio or moderation test checks its permissions against.
 */
export async function staffClients<R extends StaffRole>(t: TestApp, ...roles: R[]): Promise<Record<R, Agent>> {
  const clients = {} as Record<R, Agent>;
  for (const role of roles) clients[role] = (await staffAgent(t, role)).agent;
  return clients;
}
