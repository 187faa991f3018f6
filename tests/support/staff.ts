import { seedContext } from '../../ops/seed/accounts.js';
import { createAccount } from '../../api/auth/register-user.command.js';
import type { TestApp } from './api.js';

/** A signed-in staff member of `role` (an operator's script creates them as the seeder does). */
export async function staffAgent(t: TestApp, role: 'editor' | 'moderator' | 'admin') {
  const email = `${role}-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = `Staff-${role}-Pass-42`;
  const displayName = `Test ${role}`;
  const { userId, position } = await createAccount(t.deps, { email, password, displayName, role: role as 'admin' }, seedContext(new Date()), { policy: false });
  await t.deps.awaitProjection(position);
  const agent = t.agent();
  const res = await agent.post('/_api/auth/login_with_password').send({ email, password });
  if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, id: userId, displayName };
}
