import { z } from 'zod';
import { pathId } from '../shared/inputs.js';

/** A member's own recent posts on their profile (issue 29): what each post shows. */
export type MemberPostKind = 'comment' | 'reply' | 'review' | 'thread';

export interface MemberPostDto {
  kind: MemberPostKind;
  id: number;
  /** What it is about: the article, thread or product's name, or the thread's own title. */
  title: string;
  /** The start of the text, plain. */
  excerpt: string;
  createdAt: string;
  /** Where it is on the site. */
  path: string;
  /** Posted anonymously: only ever in the member's own list. */
  anonymous: boolean;
}

export interface MemberPostsPage {
  posts: MemberPostDto[];
  /** The cursor of the next (older) page, or null at the end. */
  next: string | null;
}

/** A member's public profile: nothing that is not already shown beside their posts. */
export interface MemberProfileDto {
  id: number;
  displayName: string;
  avatarUrl: string | null;
  joinDate: string;
}

export const MEMBER_POSTS_PAGE_SIZE = 10;

/** `<createdAt ISO>_<kind order>_<id>`: the last post of the page before, for seek paging. */
export const memberPostsCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-3]_[1-9]\d{0,15}$/, { message: 'This page of posts does not exist.' });

export const memberMessages = {
  notFound: 'This member does not exist or has deleted their account.',
  idInvalid: 'Member ID must be a positive integer.',
} as const;

/** GET /_api/user/posts?before: the member's own list. */
export const ownPostsQuery = z.strictObject({ before: memberPostsCursor.optional() });
/** GET /_api/members/member?id and GET /_api/members/posts?id&before: a member's public profile and posts. */
export const memberQuery = z.strictObject({ id: pathId(memberMessages.idInvalid) });
export const memberPostsQuery = z.strictObject({ id: pathId(memberMessages.idInvalid), before: memberPostsCursor.optional() });
