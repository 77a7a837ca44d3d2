import { AVATAR_IMAGE_COUNT, avatarSlot } from '../src/domain/avatar-slot';
import { seededRandom, type Random } from '../src/domain/random';
import { CATEGORIES, type TalkMessage, type TalkReply } from '../src/domain/talk';
import { buildId, buildReply, buildTalkMessage } from './builders';

/** The seeded community: posts with their replies, generated deterministically for a reference time. */
export interface TalkSeed {
  messages: TalkMessage[];
  replies: Map<string, TalkReply[]>;
}

export const SEED_MESSAGE_COUNT = 320;
/** Local avatar images served by the mock server, so devkit mode never leaves loopback (as DevkitImages names them). */
function localAvatarUrl(index: number): string {
  return `/__devkit/images/avatars/${avatarSlot(index) + 1}.svg`;
}

const AUTHORS = [
  'maya_r',
  'jonas.k',
  'priya',
  'samwise',
  'lena_m',
  'omar',
  'harper',
  'kofi',
  'ines',
  'theo',
  'yuki',
  'ravi',
  'amara',
  'felix',
  'noor',
  'diego',
  'zoe',
  'malik',
  'sofia',
  'eli',
  'hana',
  'luca',
  'ada',
  'marcus',
  'chloe',
  'tariq',
  'ingrid',
  'mateo',
  'aisha',
  'bram',
];

const OPENERS = [
  'How do you',
  'Small win:',
  'Need advice on how to',
  'Reflecting on how I',
  'Grateful that I could',
  'Does anyone else',
  'Checking in after I',
  'Tips to',
  'Struggling to',
  'Finally managed to',
];
const SUBJECTS = [
  'reconnect with an old friend',
  'talk to my partner about money',
  'set boundaries with family',
  'keep in touch after moving cities',
  'apologise after a fight',
  'make friends as an adult',
  'support a friend through grief',
  'share how I really feel',
  'plan a date night on a budget',
  'handle a long-distance relationship',
  'say no without guilt',
  'remember birthdays',
  'repair things with my sister',
  'start therapy together',
  'welcome a new baby into our routine',
];
const BODIES = [
  'I have been thinking about this for weeks and finally decided to write it down here.',
  'What worked for me was a short, honest message and no expectations. It opened a door.',
  'We set a weekly check-in on Sundays. Twenty minutes, phones away, one good thing and one hard thing each.',
  'I keep rehearsing the conversation in my head. How do you start when it has been this long?',
  'f8 suggested I lead with curiosity instead of blame, and it changed the whole tone of the talk.',
  'Some days are easier than others. Today was a good one and I wanted to remember it.',
  'My therapist says repair matters more than avoiding conflict. Trying to live that.',
  'Moving to a new city has been lonely. Joined a running club and met two people this week!',
  'I wrote down three things I appreciate about my partner and read them out loud. We both cried a little.',
  'Any book or podcast recommendations about communicating better? Open to anything.',
];
const REPLY_TEXTS = [
  'This is so relatable, thank you for sharing.',
  'Proud of you for taking that step!',
  'We tried the same thing and it really helped.',
  'Sending you a big hug. It gets easier.',
  'Have you tried writing a letter first? It helped me find the words.',
  'Love this. Saving it for later.',
  'Same here. You are not alone in this.',
  'Honest conversations are hard but so worth it.',
];

/** Content that must render as plain text: markup, script, a huge body, emoji and right-to-left text. */
function hostileMessages(random: Random, now: number): TalkMessage[] {
  const base = (title: string, body: string, extra: Partial<TalkMessage> = {}): TalkMessage =>
    buildTalkMessage(
      {
        id: buildId(random),
        title,
        body,
        categories: ['general'],
        userName: 'edge_cases',
        tetherHandle: '@edge_cases',
        userAvatar: localAvatarUrl(0),
        likes: random.int(0, 50),
        replies: 0,
        timestamp: new Date(now - random.int(1, 48) * 3_600_000),
        rank: 200 + random.int(0, 200),
        ...extra,
      },
      random,
    );
  return [
    base('<script>window.__xss = true</script> Is my markup safe?', '<img src=x onerror="window.__xss = true"><b>not bold</b> & friends'),
    base('A very long story about us', 'We met on a rainy Tuesday. '.repeat(400).slice(0, 10_000)),
    base('Feeling 💖🌈✨ after our anniversary 🎉', 'We went back to the café where it all started ☕️🥐 and laughed for hours 😂'),
    base('العلاقات الصحية تبدأ بالاستماع', 'أحاول أن أستمع أكثر مما أتكلم. هل لديكم نصائح؟', { userName: 'نور', tetherHandle: '@noor_ar' }),
    base('שיחה כנה עם אחי', 'סוף סוף דיברנו על מה שקרה בילדות. זה היה קשה אבל משחרר.', {
      categories: ['reflections', 'conflict & repair'],
    }),
  ];
}

/** Generates the seed for a reference time; the same time always gives the same community. */
export function generateTalkSeed(now: Date = new Date(), seed = 'f8-community'): TalkSeed {
  const random = seededRandom(seed);
  const reference = now.getTime();
  const messages: TalkMessage[] = [];
  const replies = new Map<string, TalkReply[]>();

  for (let i = 0; messages.length < SEED_MESSAGE_COUNT - 5; i++) {
    const authorIndex = random.int(0, AUTHORS.length - 1);
    const author = AUTHORS[authorIndex] ?? 'member';
    const tagCount = i % 23 === 0 ? 7 : random.int(1, 3);
    // Every category is covered: the first tag walks the list, the rest are random.
    const categories = new Set<string>([CATEGORIES[i % CATEGORIES.length] ?? 'general']);
    while (categories.size < tagCount) categories.add(random.pick(CATEGORIES));
    // A few posts are minutes old so 'just now' and 'Nm ago' appear; the rest spread over 60 days.
    const age = i < 3 ? random.int(5, 50) * 1000 : i < 10 ? random.int(2, 59) * 60_000 : random.int(1, 60 * 24 * 60) * 60_000;
    const id = buildId(random);
    const replyCount = random.next() < 0.15 ? 0 : random.int(1, 24);
    const messageReplies: TalkReply[] = [];
    for (let r = 0; r < replyCount; r++) {
      const replier = random.pick(AUTHORS);
      messageReplies.push(
        buildReply(
          {
            id: buildId(random),
            text: random.pick(REPLY_TEXTS),
            likes: random.int(0, 40),
            timestamp: new Date(reference - Math.floor(age * random.next())),
            // Some replies carry only a tether handle, the rest only a name.
            ...(r % 3 === 0 ? { userName: undefined, tetherHandle: `@${replier}` } : { userName: replier }),
            profileImageUrl: localAvatarUrl(random.int(0, AVATAR_IMAGE_COUNT - 1)),
          },
          random,
        ),
      );
    }
    replies.set(id, messageReplies);
    // Author identity varies as in the real data: some posts carry only a tether handle, a few neither
    // (undefined leaves the builder's default out).
    const identity =
      i % 17 === 0
        ? { userName: undefined, tetherHandle: undefined }
        : i % 5 === 0
          ? { userName: undefined, tetherHandle: `@${author}` }
          : { userName: author, tetherHandle: `@${author}` };
    messages.push(
      buildTalkMessage(
        {
          id,
          title: `${random.pick(OPENERS)} ${random.pick(SUBJECTS)}`,
          body: random.pick(BODIES),
          categories: [...categories],
          ...identity,
          ...(i % 2 === 0 ? { userAvatar: localAvatarUrl(authorIndex) } : { profileImageUrl: localAvatarUrl(authorIndex) }),
          likes: random.int(0, 500),
          replies: messageReplies.length,
          timestamp: new Date(reference - age),
          rank: Math.round(random.next() * 89_000) / 100,
        },
        random,
      ),
    );
  }
  for (const message of hostileMessages(random, reference)) {
    messages.push(message);
    replies.set(message.id, []);
  }
  return { messages, replies };
}
