import { describe, expect, it } from 'vitest';
import { MAX_ROW_TAGS, rowTags } from '../../../src/domain/talk';

describe('rowTags', () => {
  const seven = ['gratitude', 'support', 'personal', 'reflections', 'general', 'relationships', 'wins'];

  it('shows at most five tags, in the post order', () => {
    expect(MAX_ROW_TAGS).toBe(5);
    expect(rowTags(seven)).toEqual(['gratitude', 'support', 'personal', 'reflections', 'general']);
    expect(rowTags(['wins'])).toEqual(['wins']);
  });

  it('puts the category the feed is filtered by first, so a post found by it shows it', () => {
    expect(rowTags(seven, 'wins')).toEqual(['wins', 'gratitude', 'support', 'personal', 'reflections']);
    expect(rowTags(seven, 'personal')).toEqual(['personal', 'gratitude', 'support', 'reflections', 'general']);
    expect(rowTags(seven, 'check-ins')).toEqual(rowTags(seven));
  });
});
