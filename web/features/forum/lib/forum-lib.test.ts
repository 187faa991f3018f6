import { describe, expect, it } from 'vitest';
import { expectEach } from '../../../lib/dom.test-support';
import { FORUM_POSTS_PAGE_SIZE } from '../../../../schemas/forum/messages';
import { forumKeys } from '../api/keys';
import { contentCounter, longDate, replyCountLabel, shortDate, threadCountLabel, viewCountLabel } from './forum-format';
import { parseForumId } from './forum-params';
import { categoryPath, lastPage, threadPath } from './forum-paths';

describe('forum labels', () => {
  it("count threads as SPEC 2 writes them: '1 Thread', 'n Threads'", () => {
    expectEach(threadCountLabel, [[0, '0 Threads'], [1, '1 Thread'], [2, '2 Threads'], [12345, '12,345 Threads']]);
  });

  it('count replies and views with en-US grouping and the singular for one', () => {
    expectEach(replyCountLabel, [[1, '1 reply'], [3, '3 replies']]);
    expectEach(viewCountLabel, [[1, '1 view'], [1234567, '1,234,567 views']]);
  });
});

describe('forum dates', () => {
  it('write the same day whatever the time zone (server and browser agree), and Invalid Date for garbage', () => {
    expect(longDate('2025-11-03T23:30:00.000Z')).toBe('November 3, 2025');
    expect(shortDate('2025-11-03T23:30:00.000Z')).toBe('Nov 3, 2025');
    expect(longDate('nope')).toBe('Invalid Date');
    expect(shortDate(null)).toBe('Invalid Date');
  });
});

describe('the content counter (SPEC 5)', () => {
  it("reads 'n / 10000' and is over only past the limit, counting code points as the server does", () => {
    expect(contentCounter('', 10000)).toEqual({ text: '0 / 10000', over: false });
    expect(contentCounter('x'.repeat(10000), 10000)).toEqual({ text: '10000 / 10000', over: false });
    expect(contentCounter('x'.repeat(10001), 10000)).toEqual({ text: '10001 / 10000', over: true });
    // An emoji is one character to the reader and to the server, though two UTF-16 units.
    expect(contentCounter('😀'.repeat(10000), 10000)).toEqual({ text: '10000 / 10000', over: false });
  });
});

describe('forum addresses', () => {
  it('give page 1 no page parameter and keep a post anchor', () => {
    expect(categoryPath(4)).toBe('/forum/category/4');
    expect(categoryPath(4, 1)).toBe('/forum/category/4');
    expect(categoryPath(4, 3)).toBe('/forum/category/4?page=3');
    expect(threadPath(9)).toBe('/forum/9');
    expect(threadPath(9, 2)).toBe('/forum/9?page=2');
    expect(threadPath(9, 2, 'post-40')).toBe('/forum/9?page=2#post-40');
    expect(threadPath(9, 1, 'post-40')).toBe('/forum/9#post-40');
  });

  it('find the page a new reply lands on', () => {
    expect(lastPage(0, FORUM_POSTS_PAGE_SIZE)).toBe(1);
    expect(lastPage(1, 20)).toBe(1);
    expect(lastPage(20, 20)).toBe(1);
    expect(lastPage(21, 20)).toBe(2);
    expect(lastPage(41, 20)).toBe(3);
  });

  it('accept only positive whole ids from route parameters', () => {
    expectEach(parseForumId, [['12', 12], ['007', 7]]);
    for (const bad of [undefined, null, '', '0', '-1', '1.5', '1e3', 'abc', ' 12', '12 ', '99999999999999999']) {
      expect(parseForumId(bad), String(bad)).toBeNull();
    }
  });
});

describe('forum query keys', () => {
  it('nest every page of a list or a thread under the prefix used to invalidate it', () => {
    const starts = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((p, i) => key[i] === p);
    expect(starts(forumKeys.threads(3, 2), forumKeys.categoryThreads(3))).toBe(true);
    expect(starts(forumKeys.threadPage(8, 5), forumKeys.thread(8))).toBe(true);
    expect(starts(forumKeys.threadPage(8, 5), forumKeys.thread(80))).toBe(false);
    expect(starts(forumKeys.categories(), forumKeys.all)).toBe(true);
    expect(JSON.stringify(forumKeys.threadPage(8, 1))).not.toBe(JSON.stringify(forumKeys.threads(8, 1)));
  });

  it("keep a member's own thread page apart from the readers' one the server renders (issue 29: it may hold what a moderator hid)", () => {
    expect(forumKeys.threadPage(8, 1)).toEqual(forumKeys.threadPage(8, 1, null));
    expect(JSON.stringify(forumKeys.threadPage(8, 1, 42))).not.toBe(JSON.stringify(forumKeys.threadPage(8, 1)));
    expect(forumKeys.threadPage(8, 1, 42).slice(0, forumKeys.thread(8).length)).toEqual([...forumKeys.thread(8)]);
  });
});
