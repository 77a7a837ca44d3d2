// DOM matchers (toBeVisible, toHaveAttribute, toHaveAccessibleName, ...) for component tests, typed for Vitest.
import type {} from '@testing-library/jest-dom/vitest';
// Loaded only where there is a DOM: a test file without one would spend most of its start importing them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  // findBy and waitFor give up after 1 s by default; a busy CI machine (two cores, test files in parallel) can take
  // longer to render a page of rows. They still resolve as soon as what they wait for is there.
  configure({ asyncUtilTimeout: 5000 });
}

// jsdom has no layout, so no scrolling; the chats scroll their newest message into view.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => undefined;

// jsdom's <dialog> has no showModal/close; these keep the `open` state and the close event, which is what the app uses.
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
