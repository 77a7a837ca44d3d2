import { describe, expect, it } from 'vitest';
import { generateTalkSeed, SEED_MESSAGE_COUNT } from '../../../emulator-seed/talk-seed';
import { isMessageId } from '../../../src/domain/slug';
import { CATEGORIES } from '../../../src/domain/talk';

describe('the talk seed', () => {
  const now = new Date('2026-11-20T10:00:00Z');
  const seed = generateTalkSeed(now);

  it('is deterministic for a reference time', () => {
    expect(generateTalkSeed(now).messages.map((m) => m.id)).toEqual(seed.messages.map((m) => m.id));
  });

  it('has at least 300 posts with unique valid ids over all twelve categories', () => {
    expect(seed.messages.length).toBe(SEED_MESSAGE_COUNT);
    expect(SEED_MESSAGE_COUNT).toBeGreaterThanOrEqual(300);
    expect(new Set(seed.messages.map((m) => m.id)).size).toBe(SEED_MESSAGE_COUNT);
    expect(seed.messages.every((m) => isMessageId(m.id))).toBe(true);
    for (const category of CATEGORIES) expect(seed.messages.some((m) => m.categories.includes(category))).toBe(true);
  });

  it('keeps each reply count equal to the replies stored', () => {
    for (const m of seed.messages) expect(seed.replies.get(m.id)?.length).toBe(m.replies);
    expect(seed.messages.some((m) => m.replies > 10)).toBe(true);
  });

  it('includes hostile content, posts with over five tags and authorless posts', () => {
    expect(seed.messages.some((m) => m.title.includes('<script>'))).toBe(true);
    expect(seed.messages.some((m) => m.body.length === 10_000)).toBe(true);
    expect(seed.messages.some((m) => /[\u0600-\u06FF]/.test(m.title))).toBe(true);
    expect(seed.messages.some((m) => /\p{Extended_Pictographic}/u.test(m.title))).toBe(true);
    expect(seed.messages.some((m) => m.categories.length > 5)).toBe(true);
    expect(seed.messages.some((m) => !m.userName && !m.tetherHandle)).toBe(true);
  });

  it('has posts under a minute and under an hour old', () => {
    const ages = seed.messages.map((m) => now.getTime() - (m.timestamp?.getTime() ?? 0));
    expect(ages.some((a) => a < 60_000)).toBe(true);
    expect(ages.some((a) => a >= 60_000 && a < 3_600_000)).toBe(true);
  });
});
