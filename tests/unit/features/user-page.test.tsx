// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { FunctionError } from '../../../src/domain/function-error';
import { authorHandle, authorState } from '../../../src/domain/handle';
import { AUTHOR_SCAN_POSTS, AUTHOR_SCAN_SMALL_PAGE } from '../../../src/domain/talk';
import type { TalkFeed, TalkPage, TalkPageQuery } from '../../../src/ports/talk-feed.port';
import { FIRST_AUTHOR_SCAN_QUERY } from '../../../src/domain/talk-query';
import { readNewestPosts } from '../../../src/features/user/newest-posts';
import { UserPage } from '../../../src/features/user/user-page';
import type { Images } from '../../../src/ports/images.port';
import { renderWithServices } from '../../support/render';

afterEach(cleanup);

/** The images React has been asked to preload in this document (it asks once per address). */
const preloadedImages = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

/** 250 posts a minute apart: the newest 100 are the first page of the look for an author, the oldest 50 the third. */
const posts = Array.from({ length: 250 }, (_, i) => buildTalkMessage({ timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)) }));
const newestAuthor = authorHandle(posts[249]!);
const oldestAuthor = authorHandle(posts[0]!);

function openUserPage(talkFeed: InMemoryTalkFeed, handle: string, images?: Images) {
  return renderWithServices([{ path: '/user/:userId', element: <UserPage /> }], {
    services: { talkFeed, ...(images ? { images } : {}) },
    initialEntries: [`/user/${handle}`],
  });
}

describe('the user page', () => {
  it('reads the newest posts once for every profile opened soon after, and still shows its loading state first', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const { router } = openUserPage(talkFeed, oldestAuthor);
    expect(await screen.findByRole('heading', { level: 1, name: `@${oldestAuthor}` }, { timeout: 3000 })).toBeVisible();
    expect(talkFeed.calls).toHaveLength(1);

    await act(() => router.navigate(`/user/${newestAuthor}`));
    // Another handle: the spec's loading state, then its own reading, with no call to the feed.
    expect(screen.getByRole('status')).toHaveTextContent('Loading user profile...');
    expect(await screen.findByRole('heading', { level: 1, name: `@${newestAuthor}` }, { timeout: 3000 })).toBeVisible();
    await act(() => router.navigate('/user/jordan-42'));
    // Not an author among them: the simulated profile, still from the posts read once.
    expect(await screen.findByRole('heading', { name: 'Ready to Connect?' }, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: '@jordan-42' })).toBeNull();
    expect(talkFeed.calls).toHaveLength(1);
  });

  it('asks again after a failed look, which it does not keep: the id reads as a simulated profile meanwhile', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    talkFeed.failWith = new FunctionError('unavailable', 'down');
    const { router } = openUserPage(talkFeed, newestAuthor);
    expect(await screen.findByRole('heading', { name: 'Ready to Connect?' }, { timeout: 3000 })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1, name: `@${newestAuthor}` })).toBeNull();

    talkFeed.failWith = null;
    await act(() => router.navigate(`/user/${oldestAuthor}`));
    expect(await screen.findByRole('heading', { level: 1, name: `@${oldestAuthor}` }, { timeout: 3000 })).toBeVisible();
  });
});

describe('the user page opened by an author’s link', () => {
  it('shows the author’s reading, with the post the link stood by, when they wrote none of the newest posts', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const older = buildTalkMessage({
      userName: 'maria',
      tetherHandle: '@maria',
      timestamp: new Date(Date.UTC(2025, 0, 1)),
      title: 'An older post',
    });
    renderWithServices([{ path: '/user/:userId', element: <UserPage /> }], {
      services: { talkFeed },
      initialEntries: [{ pathname: '/user/maria', state: authorState(older, [older], 'https://photos.example/maria.jpg') }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '@maria' }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'An older post' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Posts (1)' })).toBeVisible();
    expect(screen.getByRole('img', { name: '@maria' })).toHaveAttribute('src', 'https://photos.example/maria.jpg');
    expect(screen.queryByRole('heading', { name: 'Ready to Connect?' })).toBeNull();
  });

  it('shows a reply’s author, who has no posts, as a member with none, not as a made-up person', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    renderWithServices([{ path: '/user/:userId', element: <UserPage /> }], {
      services: { talkFeed },
      initialEntries: [{ pathname: '/user/quietreader', state: authorState({ userName: 'Quiet Reader' }, [], undefined) }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: '@quietreader' }, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText('No posts yet')).toBeVisible();
  });

  it('takes a hint only about its own handle: another page’s state is not read as this author', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    renderWithServices([{ path: '/user/:userId', element: <UserPage /> }], {
      services: { talkFeed },
      initialEntries: [{ pathname: '/user/jordan-42', state: authorState({ userName: 'maria' }, [], undefined) }],
    });
    expect(await screen.findByRole('heading', { name: 'Ready to Connect?' }, { timeout: 3000 })).toBeVisible();
  });
});

describe('the user page’s photo', () => {
  /** Photos at addresses of this test's own: React asks for each address once per document. */
  const imagesAt = (folder: string): Images => ({ avatar: (index) => `/${folder}/${index}.png` });

  it('is asked for while the loading state shows, so it is there when the profile is: the author’s for a handle', async () => {
    const photo = 'https://photos.example/author.jpg';
    const authored = posts.map((post) => (authorHandle(post) === newestAuthor ? { ...post, userAvatar: photo } : post));
    openUserPage(new InMemoryTalkFeed(authored), newestAuthor, imagesAt('handle'));
    await waitFor(() => expect(preloadedImages()).toContain(photo));
    expect(screen.getByRole('status')).toHaveTextContent('Loading user profile...');
    expect(preloadedImages().filter((href) => href?.startsWith('/handle/'))).toEqual([]);
    expect(await screen.findByRole('img', { name: `@${newestAuthor}` }, { timeout: 3000 })).toHaveAttribute('src', photo);
  });

  it('is the simulated profile’s for any other id', async () => {
    openUserPage(new InMemoryTalkFeed(posts), 'jordan-42', imagesAt('other-id'));
    await waitFor(() => expect(preloadedImages().filter((href) => href?.startsWith('/other-id/'))).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading user profile...');
    const photo = preloadedImages().find((href) => href?.startsWith('/other-id/'));
    expect(await screen.findByRole('img', { name: /^Photo of / }, { timeout: 3000 })).toHaveAttribute('src', photo);
  });

  it('is the simulated profile’s when the look for an author fails, as that is the reading shown', async () => {
    const failing = new InMemoryTalkFeed(posts);
    failing.failWith = new FunctionError('unavailable', 'down');
    openUserPage(failing, newestAuthor, imagesAt('failed-look'));
    await waitFor(() => expect(preloadedImages().filter((href) => href?.startsWith('/failed-look/'))).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Loading user profile...');
    const photo = preloadedImages().find((href) => href?.startsWith('/failed-look/'));
    expect(await screen.findByRole('img', { name: /^Photo of / }, { timeout: 3000 })).toHaveAttribute('src', photo);
  });
});

describe('readNewestPosts', () => {
  const newestFirst = (count: number) =>
    Array.from({ length: count }, (_, i) => buildTalkMessage({ timestamp: new Date(Date.UTC(2026, 0, 1, 0, i)) }));

  it('reads the newest AUTHOR_SCAN_POSTS posts in one call', async () => {
    const many = newestFirst(AUTHOR_SCAN_POSTS + 40);
    const talkFeed = new InMemoryTalkFeed(many);
    const read = await readNewestPosts(talkFeed);
    expect(read).toHaveLength(AUTHOR_SCAN_POSTS);
    expect(read[0]).toBe(many.at(-1));
    expect(talkFeed.calls).toEqual([FIRST_AUTHOR_SCAN_QUERY]);
  });

  /** `feed` answering through `answer`, and the page size each call asked for. */
  const asking = (feed: InMemoryTalkFeed, answer: (query: TalkPageQuery, list: TalkFeed['listMessages']) => Promise<TalkPage>) => {
    const asked: number[] = [];
    const listMessages = feed.listMessages.bind(feed);
    feed.listMessages = (query) => {
      asked.push(query.limit);
      return answer(query, listMessages);
    };
    return asked;
  };

  it('asks for the rest, page after page, from a server that answers with fewer posts than asked for', async () => {
    const many = newestFirst(AUTHOR_SCAN_POSTS + 40);
    const talkFeed = new InMemoryTalkFeed(many);
    // A feed function that caps its pages at 100 posts.
    const asked = asking(talkFeed, (query, list) => list({ ...query, limit: Math.min(query.limit, 100) }));
    const read = await readNewestPosts(talkFeed);
    expect(read).toEqual(many.slice(-AUTHOR_SCAN_POSTS).reverse());
    expect(asked).toEqual([500, 400, 300, 200, 100]);
  });

  it('asks in pages of AUTHOR_SCAN_SMALL_PAGE from a server that refuses a page as large as the look', async () => {
    const many = newestFirst(AUTHOR_SCAN_POSTS + 40);
    const talkFeed = new InMemoryTalkFeed(many);
    const asked = asking(talkFeed, (query, list) =>
      query.limit > AUTHOR_SCAN_SMALL_PAGE
        ? Promise.reject(new FunctionError('invalid-argument', `limit must be at most ${AUTHOR_SCAN_SMALL_PAGE}`))
        : list(query),
    );
    const read = await readNewestPosts(talkFeed);
    expect(read).toEqual(many.slice(-AUTHOR_SCAN_POSTS).reverse());
    expect(asked).toEqual([AUTHOR_SCAN_POSTS, 100, 100, 100, 100, 100]);
  });

  it('fails on any other refusal, or a refusal of a small page, instead of reading part of the posts', async () => {
    const unavailable = new InMemoryTalkFeed(newestFirst(30));
    unavailable.failWith = new FunctionError('unavailable', 'down');
    await expect(readNewestPosts(unavailable)).rejects.toMatchObject({ code: 'unavailable' });
    const refusing = new InMemoryTalkFeed(newestFirst(30));
    refusing.failWith = new FunctionError('invalid-argument', 'no');
    await expect(readNewestPosts(refusing)).rejects.toMatchObject({ code: 'invalid-argument' });
    expect(refusing.calls.map((call) => call.limit)).toEqual([AUTHOR_SCAN_POSTS, AUTHOR_SCAN_SMALL_PAGE]);
  });

  it('ends with the feed, or with a page that brings nothing however much more it says there is', async () => {
    const few = newestFirst(30);
    const talkFeed = new InMemoryTalkFeed(few);
    expect(await readNewestPosts(talkFeed)).toHaveLength(30);
    expect(talkFeed.calls).toHaveLength(1);
    const stuck = new InMemoryTalkFeed(few);
    stuck.listMessages = () => Promise.resolve({ messages: [], hasMore: true, lastMessageId: 'x'.repeat(20) });
    expect(await readNewestPosts(stuck)).toEqual([]);
  });

  it('throws when it is given up while a call is out, instead of answering with what that call brought', async () => {
    const talkFeed = new InMemoryTalkFeed(posts);
    const giveUp = new AbortController();
    const listMessages = talkFeed.listMessages.bind(talkFeed);
    talkFeed.listMessages = (query) => {
      giveUp.abort();
      return listMessages(query);
    };
    await expect(readNewestPosts(talkFeed, giveUp.signal)).rejects.toThrow();
    expect(talkFeed.calls).toHaveLength(1);
  });
});
