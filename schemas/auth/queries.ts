import { z } from 'zod';
import { ROLES } from '../shared/roles.js';

export type { Role } from '../shared/roles.js';
export const role = z.enum(ROLES);

export const sessionUser = z.object({
  id: z.number().int().positive(),
  displayName: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  role,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userProfile = z.object({
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  email: z.string(),
  role,
  joinDate: z.string(),
  postCount: z.number().int(),
  threadCount: z.number().int(),
});
export type UserProfile = z.infer<typeof userProfile>;
