// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusIsAfter } from '../../../src/features/feed/use-focus-after';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusIsAfter', () => {
  function page() {
    document.body.innerHTML = `
      <button id="before">chip</button>
      <div id="list"><article tabindex="-1"><a id="inside" href="/talk/1">post</a></article></div>
      <footer><a id="after" href="/about">About</a></footer>`;
    const list = document.getElementById('list');
    const focus = (id: string) => document.getElementById(id)?.focus();
    return { list, focus };
  }

  it('is true only while the focus is on something that follows the list', () => {
    const { list, focus } = page();
    expect(focusIsAfter(list)).toBe(false);
    focus('before');
    expect(focusIsAfter(list)).toBe(false);
    focus('inside');
    expect(focusIsAfter(list)).toBe(false);
    focus('after');
    expect(focusIsAfter(list)).toBe(true);
  });

  it('is false without a list', () => {
    const { focus } = page();
    focus('after');
    expect(focusIsAfter(null)).toBe(false);
  });
});
