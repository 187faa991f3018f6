import type { Role } from '../../../../schemas/shared/roles';

export type Profile = {
  displayName: string;
  avatarUrl: string | null;
  email: string;
  role: Role;
  joinDate: string;
  postCount: number;
  threadCount: number;
};

export type UpdateProfileInput = { displayName?: string; avatarUrl?: string };
export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmNewPassword: string };
