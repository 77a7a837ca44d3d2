// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { focusIsLost, focusOn } from '../../../src/ui/focus-lost';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusOn', () => {
  it('focuses a heading for this once: it is focusable by script while it holds the focus, and not after', () => {
    document.body.innerHTML = '<main><h1>Replies</h1><button>Next</button></main>';
    const heading = document.querySelector('h1')!;
    focusOn(heading);
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(focusIsLost()).toBe(false);
    document.querySelector('button')!.focus();
    // Left focusable, a click on its text would take the focus to it.
    expect(heading.hasAttribute('tabindex')).toBe(false);
  });

  it('leaves a control, and an element made focusable by its page, as they are', () => {
    document.body.innerHTML = '<button>Try again</button><div tabindex="-1" role="log"></div>';
    const button = document.querySelector('button')!;
    focusOn(button);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('tabindex')).toBe(false);
    const log = document.querySelector<HTMLElement>('[role="log"]')!;
    focusOn(log);
    button.focus();
    expect(log.getAttribute('tabindex')).toBe('-1');
  });
});
