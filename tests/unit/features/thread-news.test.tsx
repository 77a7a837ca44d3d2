// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tellOtherTabs, useOtherTabsNews } from '../../../src/features/f8chat/thread-news';

afterEach(cleanup);

/** Posts on the channel as another tab of the site would. */
function fromAnotherTab(data: unknown) {
  const channel = new BroadcastChannel('f8-chat-threads');
  channel.postMessage(data);
  channel.close();
}

describe("the news of a person's chat history between the site's tabs", () => {
  it("hears another tab's news of this person only, and never this tab's own", async () => {
    const changed = vi.fn();
    const deleted = vi.fn();
    renderHook(() => useOtherTabsNews('ana', { changed, deleted }));
    tellOtherTabs({ uid: 'ana' });
    tellOtherTabs({ uid: 'ana', deleted: 't1' });
    fromAnotherTab({ v: 1, from: 'other-tab', uid: 'bo' });
    fromAnotherTab({ v: 1, from: 'other-tab', uid: 'ana', deleted: 42 });
    fromAnotherTab({ v: 2, from: 'other-tab', uid: 'ana' });
    fromAnotherTab(null);
    fromAnotherTab({ v: 1, from: 'other-tab', uid: 'ana', deleted: 't2' });
    fromAnotherTab({ v: 1, from: 'other-tab', uid: 'ana' });
    await waitFor(() => expect(changed).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changed).toHaveBeenCalledTimes(1);
    expect(deleted.mock.calls).toEqual([['t2']]);
  });

  it('hears nothing while nobody is signed in', async () => {
    const changed = vi.fn();
    renderHook(() => useOtherTabsNews(null, { changed, deleted: vi.fn() }));
    fromAnotherTab({ v: 1, from: 'other-tab', uid: 'ana' });
    const probe = vi.fn();
    renderHook(() => useOtherTabsNews('ana', { changed: probe, deleted: vi.fn() }));
    fromAnotherTab({ v: 1, from: 'other-tab', uid: 'ana' });
    await waitFor(() => expect(probe).toHaveBeenCalledTimes(1));
    expect(changed).not.toHaveBeenCalled();
  });
});
