import { z } from 'zod';
import { accountMessages as m } from './messages.js';

export const deleteAccountInput = z.strictObject({
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }).max(1024, { error: m.passwordWrong }),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInput>;

/** POST /_api/user/export takes no fields; an empty object (or no body). */
export const startExportInput = z.strictObject({});
