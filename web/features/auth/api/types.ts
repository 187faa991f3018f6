export type Role = 'user' | 'admin';

export type SessionUser = {
  id: number | string;
  displayName: string;
  email: string;
  avatarUrl: string | null;
  role: Role;
};

export type UserResponse = { user: SessionUser };
