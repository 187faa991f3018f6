export type Profile = {
  displayName: string;
  avatarUrl: string | null;
  email: string;
  role: 'user' | 'admin';
  joinDate: string;
  postCount: number;
  threadCount: number;
};

export type UpdateProfileInput = { displayName?: string; avatarUrl?: string };
export type ChangePasswordInput = { currentPassword: string; newPassword: string; confirmNewPassword: string };
