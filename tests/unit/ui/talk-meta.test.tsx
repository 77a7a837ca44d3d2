// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TalkStats } from '../../../src/ui/talk-meta';

describe('TalkStats', () => {
  it('says its counts in words, one like or reply in the singular', () => {
    const { container, rerender } = render(<TalkStats likes={1} replies={1} />);
    expect(container.textContent?.replace(/\s+/g, ' ').trim()).toBe('1 like 1 reply');
    rerender(<TalkStats likes={0} replies={12} />);
    expect(container.textContent?.replace(/\s+/g, ' ').trim()).toBe('0 likes 12 replies');
  });
});
