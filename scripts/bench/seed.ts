import { generateTalkSeed, SEED_MESSAGE_COUNT, type TalkSeed } from '../../emulator-seed/talk-seed';

/**
 * A community of `count` posts: the project's own seed generator run with one seed string per batch of 320,
 * so the posts read like the seeded ones. The generator's five hostile posts (markup, a 10,000-character
 * body, emoji, right-to-left text) are kept from the first batch only.
 */
export function bigTalkSeed(count: number, now: Date): TalkSeed {
  const seed: TalkSeed = { messages: [], replies: new Map() };
  for (let batch = 0; seed.messages.length < count; batch++) {
    const { messages, replies } = generateTalkSeed(now, batch === 0 ? 'f8-community' : `f8-community-${batch}`);
    for (const message of batch === 0 ? messages : messages.slice(0, SEED_MESSAGE_COUNT - 5)) {
      if (seed.messages.length >= count) break;
      seed.messages.push(message);
      seed.replies.set(message.id, replies.get(message.id) ?? []);
    }
  }
  return seed;
}
