export type { Role } from '../../../../schemas/shared/roles';
import type { Role } from '../../../../schemas/shared/roles';

export type SessionUser = {
  id: number | string;
  displayName: string;
  email: string;
  avatarUrl: string | null;
  role: Role;
};

export type UserResponse = { user: SessionUser };
