// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { F8Words } from '../../../src/ui/f8-words';

afterEach(cleanup);

describe("f8's words", () => {
  it('show as plain text, not a failed screen, when they nest deeper than the renderer goes; then as rich text again', async () => {
    const deep = `${'> '.repeat(5000)}deep`;
    // React reports the error it caught; the words are what matters here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // The renderer is here: what shows is its answer, not the plain words shown while it loads.
      await import('../../../src/ui/f8-markdown');
      const { container, rerender } = render(<F8Words text={deep} people={[]} />);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(container.textContent).toContain('deep');
      expect(container.querySelector('blockquote')).toBeNull();
      rerender(<F8Words text={'Now **bold**.'} people={[]} />);
      expect((await screen.findByText('bold')).tagName).toBe('STRONG');
    } finally {
      reported.mockRestore();
    }
  });
});
