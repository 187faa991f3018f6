import { accountDeletionStream } from '../../schemas/account/events.js';
import { deleteAccountInput } from '../../schemas/account/commands.js';
import { accountMessages as m } from '../../schemas/account/messages.js';
import { authMessages } from '../../schemas/auth/messages.js';
import { handleCommand, type CommandContext } from '../shared/command.js';
import type { Deps } from '../shared/deps.js';
import { badRequest, conflict, notFound, tooMany } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { deletionDecider, requestDeletion } from './deletion.decider.js';
import { deletionWork, destroyMemberKeys } from './after-deletion.js';
import { accountPorts } from './ports.js';
import { memberSubscriptions } from './queries.js';

/**
 * Deletes the signed-in member's account by crypto-shredding, without a rebuild:
 * 1. the password is checked under the login limits of that account, like a password change (T6);
 *    a wrong one appends nothing;
 * 2. AccountDeletionRequested is appended on the member's deletion stream (at `no_stream`);
 * 3. their key and the keys of their newsletter subscriptions are destroyed, so no sealed value of
 *    theirs opens again, in this log or any replay;
 * 4. every session of theirs ends.
 * The projections blank the member's rows when they project the event (see schemas/account/events.ts).
 * Before 2, the deletion's follow-up is written to the log as acknowledged work (after-deletion.ts),
 * started once 4 is done: it does 3 and 4 again (both idempotent) and cleans what lies outside the
 * log. A crash anywhere after 2 therefore leaves that item to the next sweep, which destroys the
 * keys; a crash before 2 leaves an item that finds no deletion and does nothing. The order keeps a
 * failed append from destroying a key with nothing in the log to say why.
 */
export async function deleteAccount(deps: Deps, userId: number, body: unknown, ctx: CommandContext & { ip: string; email: string }) {
  const cmd = parseInput(deleteAccountInput, body);
  const ports = deps.services.get(accountPorts);
  const account = await ports.activeAccount(userId);
  if (!account) throw notFound('User not found');
  const email = ctx.email.toLowerCase();
  await deps.limits.exclusive([`ip:${ctx.ip}`, `email:${email}`], async () => {
    const allowed = await deps.limits.loginAllowed(ctx.ip, email);
    if (!allowed.ok) throw tooMany(authMessages.tooManyAttempts, allowed.retryAfter);
    if (!(await account.passwordMatches(cmd.password))) {
      await deps.limits.loginFailed(ctx.ip, email);
      deps.log.warn({ event: 'account_delete_fail', userId, ip: ctx.ip, outcome: 'failure' });
      throw badRequest(m.passwordWrong, 'password_wrong');
    }
  });
  if (account.role === 'admin' && !(await ports.leaveStaff(userId, ctx))) throw conflict(m.lastAdmin);
  const subscriptionIds = memberSubscriptions(deps.rm, userId, ports.newsletterAddressTag(email));
  const followUp = await deps.work.requestDeferred(deletionWork, { userId, email: ctx.email, subscriptionIds }, ctx, { userId });
  try {
    const res = await handleCommand(deps.store, accountDeletionStream(userId), deletionDecider, (s) => requestDeletion(s, { userId, subscriptionIds }), ctx);
    await destroyMemberKeys(deps, userId, subscriptionIds);
    deps.log.info({ event: 'account_deleted', userId, ip: ctx.ip, outcome: 'success' });
    return { position: res.position, subscriptionIds };
  } finally {
    followUp.start();
  }
}
