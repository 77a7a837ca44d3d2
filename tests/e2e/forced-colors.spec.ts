import type { Locator, Page } from '@playwright/test';
import { colourAt } from './colours';
import { feedRows, signInAsDemo } from './every-route';
import { expect, test } from './fixtures';

/**
 * Forced colours (Windows' contrast themes): the system's colours replace the site's and fills are dropped, so what a
 * fill alone showed must show another way: a button's edge, a link-styled button's link colour, the chosen item of a
 * set. Each check compares computed styles, which Chromium reports as forced.
 */
test.describe('forced colours', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  });

  const style = (element: Locator, property: string) =>
    element.evaluate((node, name) => getComputedStyle(node).getPropertyValue(name), property);
  /** A border the eye can see: drawn, at least a pixel wide, not in the page's own colour. */
  async function expectEdge(element: Locator): Promise<void> {
    expect(await style(element, 'border-top-style')).toBe('solid');
    expect(parseFloat(await style(element, 'border-top-width'))).toBeGreaterThanOrEqual(1);
    expect(await style(element, 'border-top-color')).not.toBe(await colourAt(element, 'Canvas'));
  }
  /** The chosen one of a set looks unlike the others by `property`. */
  async function expectSetApart(chosen: Locator, other: Locator, property: string): Promise<void> {
    expect(await style(chosen, property)).not.toBe(await style(other, property));
  }

  test('the chosen category chip, and the current page in the menu, are set apart; a post’s category pills keep their edge', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(feedRows(page)).toHaveCount(40);
    const chips = page.getByRole('group', { name: 'Categories' }).getByRole('button');
    await chips.nth(1).click();
    await expect(chips.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expectSetApart(chips.nth(1), chips.nth(2), 'background-color');
    // A post's category pills keep their shape: two pills' words would run together otherwise.
    await expectEdge(feedRows(page).first().getByRole('listitem').first());
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expectSetApart(nav.getByRole('link', { name: 'Top' }), nav.getByRole('link', { name: 'New' }), 'background-color');
  });

  test('the chosen tab is set apart, and the profile’s badges keep their edge', async ({ page }) => {
    await page.goto('/user/jordan-42');
    const posts = page.getByRole('tab', { name: /^Posts/ });
    await expect(posts).toHaveAttribute('aria-selected', 'true');
    await expectSetApart(posts, page.getByRole('tab', { name: 'About' }), 'border-bottom-color');
    // The profile's badges ('Verified', 'Near you') keep their shape beside the location.
    await expectEdge(page.locator('.badge').first());
  });

  test('filled buttons keep an edge, and link-styled buttons look like links', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await expectEdge(page.getByRole('button', { name: 'Sign in', exact: true }));
    const create = page.getByRole('button', { name: 'New here? Create an account' });
    expect(await style(create, 'text-decoration-line')).toContain('underline');
    expect(await style(create, 'color')).toBe(await colourAt(create, 'LinkText'));
    // Disabled (as the chat's Retry is while a message is on its way), it is greyed as the system greys one.
    await create.evaluate((button) => ((button as HTMLButtonElement).disabled = true));
    expect(await style(create, 'color')).toBe(await colourAt(create, 'GrayText'));
    expect(await style(create, 'text-decoration-line')).toBe('none');
  });

  async function openFirstConversation(page: Page): Promise<Locator> {
    await signInAsDemo(page);
    await page.goto('/f8chat');
    const entries = page.locator('.thread-entry');
    await expect(entries).not.toHaveCount(0);
    await entries.first().locator('.thread-open').click();
    await expect(entries.first().locator('.thread-open')).toHaveAttribute('aria-current', 'true');
    return entries;
  }

  test('in the f8 chat, the round send button and the person’s messages have an edge, and the open conversation and the chosen @mention are set apart', async ({
    page,
  }) => {
    const entries = await openFirstConversation(page);
    await expectSetApart(entries.first(), entries.nth(1), 'border-top-color');
    await expectSetApart(entries.first(), entries.nth(1), 'outline-style');
    await expectEdge(page.getByRole('complementary', { name: 'Chat History' }).getByRole('button', { name: 'New Chat' }));
    // The person's own messages, drawn by a fill, have an edge as f8's do.
    await expectEdge(page.getByRole('log', { name: 'Conversation with f8' }).locator('.from-user').first());
    const message = page.getByRole('textbox', { name: 'Message f8' });
    await message.fill('Hello');
    await expectEdge(page.getByRole('button', { name: 'Send message' }));
    // The @mention list's chosen person.
    await message.fill('Hello @');
    const people = page.getByRole('option');
    await expect(people.first()).toHaveAttribute('aria-selected', 'true');
    await expectSetApart(people.first(), people.nth(1), 'background-color');
  });
});
