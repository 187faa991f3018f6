import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/http';
import { profileKeys } from './keys';
import type { Profile } from './types';

export const fetchProfile = async (): Promise<Profile> => {
  const data = await getJson<{ user: Profile }>('/_api/user/profile', 'Failed to load profile.');
  if (!data?.user) throw new Error('Profile response was invalid.');
  return data.user;
};

/** SPEC 9: the profile query stays fresh for 5 minutes. */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.me(), queryFn: fetchProfile, staleTime: 5 * 60_000 });

export const useProfile = () => useQuery(profileQueryOptions());
