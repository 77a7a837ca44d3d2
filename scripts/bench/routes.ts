import { talkPath } from '../../src/domain/slug';
import { AUTHOR_SCAN_POSTS, FEED_PAGE_SIZE } from '../../src/domain/talk';

/** A route of the table and how the bench knows its first content is on screen. */
export interface BenchRoute {
  /** The path as the table names it. */
  label: string;
  /** The path the browser loads. */
  path: string;
  /** CSS selector of the first content: the first feed article, the post, the profile heading, the heading. */
  content: string;
  /** What that content is, for the notes. */
  contentName: string;
  /**
   * Its first screen is a server's answer of this many posts: its LCP is read against the data reference page's asking
   * for as many.
   */
  waitsForPosts?: number;
}

/** The demo user profile of the table (a simulated profile: no seeded post has this handle). */
export const USER_ID = 'jordan-42';

/** The site's routes, with the top post of the seeded feed (asked of the mock server, as the feed would). */
export async function benchRoutes(mockUrl: string, projectId: string): Promise<BenchRoute[]> {
  const res = await fetch(`${mockUrl}/${projectId}/europe-west1/getPplTalkMessagesEurW`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: { sortMode: 'top', limit: 1 } }),
  });
  const body = (await res.json()) as { result?: { messages?: { id: string; title: string }[] } };
  const top = body.result?.messages?.[0];
  if (!top) throw new Error(`the feed function answered no post: ${JSON.stringify(body).slice(0, 300)}`);
  return [
    { label: '/', path: '/', content: '[role="feed"] article', contentName: 'the first feed article', waitsForPosts: FEED_PAGE_SIZE },
    { label: '/talk/{top post}', path: talkPath(top), content: 'h1#post-title', contentName: 'the post title', waitsForPosts: 1 },
    {
      label: `/user/${USER_ID}`,
      path: `/user/${USER_ID}`,
      content: 'h1#profile-name',
      contentName: 'the profile heading',
      waitsForPosts: AUTHOR_SCAN_POSTS,
    },
    { label: '/f8chat', path: '/f8chat', content: 'h1#chat-title', contentName: 'the chat heading' },
    { label: '/login', path: '/login', content: 'main h1', contentName: 'the login heading' },
  ];
}

/** Lighthouse's mobile device (moto g power), so the byte counts see what its runs see. */
export const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
