// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryTalkFeed } from '../../../adapters/in-memory/in-memory-talk-feed';
import { buildTalkMessage } from '../../../emulator-seed/builders';
import { FunctionError } from '../../../src/domain/function-error';
import { authorHandle } from '../../../src/domain/handle';
import { AUTHOR_SCAN_POSTS } from '../../../src/domain/talk';
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

  it('asks for the rest, page after page, from a server that answers with fewer posts than asked for', async () => {
    const many = newestFirst(AUTHOR_SCAN_POSTS + 40);
    const talkFeed = new InMemoryTalkFeed(many);
    const listMessages = talkFeed.listMessages.bind(talkFeed);
    // A feed function that caps its pages at 100 posts.
    talkFeed.listMessages = (query) => listMessages({ ...query, limit: Math.min(query.limit, 100) });
    const read = await readNewestPosts(talkFeed);
    expect(read).toEqual(many.slice(-AUTHOR_SCAN_POSTS).reverse());
    expect(talkFeed.calls.map((call) => call.limit)).toEqual([100, 100, 100, 100, 100]);
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
