import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { MemberPostsPage, MemberProfileDto } from '../../../../schemas/members/queries';
import { getJson } from '../../../lib/http';
import { memberKeys } from './keys';

export const useMemberProfile = (id: number | null) =>
  useQuery({
    queryKey: memberKeys.profile(id ?? 0),
    queryFn: () => getJson<{ member: MemberProfileDto }>(`/_api/members/member?id=${id}`).then((r) => r.member),
    enabled: id !== null,
  });

export const useMemberPosts = (id: number | null, before: string | null) =>
  useQuery({
    queryKey: memberKeys.posts(id ?? 0, before),
    queryFn: () => getJson<MemberPostsPage>(`/_api/members/posts?id=${id}${before ? `&before=${encodeURIComponent(before)}` : ''}`),
    enabled: id !== null,
  });

/** The signed-in member's own posts, page after page ('Show older posts'). */
export const useOwnPosts = () =>
  useInfiniteQuery({
    queryKey: memberKeys.own(),
    queryFn: ({ pageParam }) => getJson<MemberPostsPage>(`/_api/user/posts${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''}`, 'Your posts could not be loaded.'),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
  });
