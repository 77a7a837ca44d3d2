// DOM matchers (toBeVisible, toHaveAttribute, toHaveAccessibleName, ...) for component tests, typed for Vitest.
import '@testing-library/jest-dom/vitest';

// jsdom has no layout, so no scrolling; the chats scroll their newest message into view.
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function')
  Element.prototype.scrollIntoView = () => undefined;
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollTo !== 'function') Element.prototype.scrollTo = () => undefined;
