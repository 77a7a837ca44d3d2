import { describe, expect, it } from 'vitest';
import { feedRelativeTime, profileRelativeTime } from '../../../src/domain/relative-time';

const NOW = new Date('2026-11-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('feedRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59 * S, 'just now'],
    [60 * S, '1m ago'],
    [59 * M + 59 * S, '59m ago'],
    [H, '1h ago'],
    [23 * H + 59 * M, '23h ago'],
    [D, '1d ago'],
    [45 * D, '45d ago'],
  ])('%i ms ago reads %s', (elapsed, label) => {
    expect(feedRelativeTime(ago(elapsed), NOW, 'en-US').relative).toBe(label);
  });

  it('adds the date only once a post is over a day old', () => {
    expect(feedRelativeTime(ago(23 * H), NOW, 'en-US').date).toBeUndefined();
    expect(feedRelativeTime(ago(2 * D), NOW, 'en-US').date).toBe('Nov 18, 2026');
  });

  it('treats a future time as just now', () => {
    expect(feedRelativeTime(new Date(NOW.getTime() + H), NOW).relative).toBe('just now');
  });
});

describe('profileRelativeTime', () => {
  it('reads just now, m ago and h ago, then a local date', () => {
    expect(profileRelativeTime(ago(10 * S), NOW)).toBe('just now');
    expect(profileRelativeTime(ago(5 * M), NOW)).toBe('5m ago');
    expect(profileRelativeTime(ago(3 * H), NOW)).toBe('3h ago');
    expect(profileRelativeTime(ago(3 * D), NOW, 'en-US')).toBe(ago(3 * D).toLocaleDateString('en-US'));
  });
});

describe('dates with formatters kept per locale', () => {
  it('read exactly as toLocaleDateString, whichever locale came first', () => {
    for (const locale of ['en-US', 'de-DE', 'ja-JP', 'en-US', undefined]) {
      const date = ago(40 * D);
      expect(feedRelativeTime(date, NOW, locale).date).toBe(
        date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' }),
      );
      expect(profileRelativeTime(date, NOW, locale)).toBe(date.toLocaleDateString(locale));
    }
  });
});
