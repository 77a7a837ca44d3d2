import type { ChatThreadDoc, DashboardChatDoc, PersonDoc, ThreadMessageDoc } from '../src/contract/store.schema';
import { threadTitle } from '../src/domain/chat';
import { seededRandom } from '../src/domain/random';
import { buildChatThreadDoc, buildId, buildPersonDoc, buildThreadMessageDoc } from './builders';

/**
 * The demo account's saved people (for @mentions), dashboard chat, and f8 chat history: three threads, one
 * long enough to page ("Load older messages"). Deterministic: the same uid and time give the same documents and ids.
 */

type Doc = Record<string, unknown>;
type Exchange = [user: string, bot: string, suggestions: string[]];

export const DEMO_PEOPLE = [
  { firstName: 'Sam', lastName: 'Rivera', relationship: 'partner' },
  { firstName: 'Ana', lastName: 'Costa', relationship: 'sister' },
  { firstName: 'Jordan', lastName: 'Blake', relationship: 'best friend' },
  { firstName: 'Priya', lastName: 'Shah', relationship: 'coworker' },
  { firstName: 'Leo', lastName: 'Martin', relationship: 'dad' },
] as const;

const RECONNECT_TOPICS = [
  'the trip we never took',
  'his new job',
  'our old band',
  'the wedding I missed',
  'his kids',
  'the last time we argued',
  'what I have been up to',
  'a podcast he would like',
  'our favourite diner',
  'the game on Sunday',
  'a photo from school',
  'meeting up next month',
];

/** Each thread: its first user message (the title), its exchanges, and how long before `now` it last moved. */
const DEMO_THREADS: { exchanges: Exchange[]; hoursAgo: number }[] = [
  {
    hoursAgo: 2,
    exchanges: [
      [
        'I had a fight with @Sam about chores and we both went to bed angry.',
        'That sounds draining, and it says a lot that you want to mend it. When things are calmer, you could tell Sam how the evening felt for you, and ask how it felt for them.',
        ['How do I start that conversation?', 'What if Sam is still upset?', 'Tell me more'],
      ],
      [
        'How do I start that conversation?',
        'Try opening with something you both want: "I hate going to bed like that. Can we find a split of chores that feels fair to both of us?"',
        ['That sounds good', 'What should I do next?'],
      ],
    ],
  },
  {
    hoursAgo: 26,
    exchanges: RECONNECT_TOPICS.map((topic, i): Exchange => [
      i === 0 ? 'How do I reconnect with @Jordan after years of silence?' : `Should I bring up ${topic} with Jordan?`,
      i === 0
        ? 'A short, warm message works well after a long gap. Mention a memory you share, and leave Jordan an easy way to answer.'
        : `Bringing up ${topic} could be a gentle way in. Keep it light and curious, and let Jordan set the pace.`,
      ['Help me write the message', 'What if Jordan does not reply?', 'Tell me more'],
    ]),
  },
  {
    hoursAgo: 72,
    exchanges: [
      [
        "Ideas for @Leo's birthday? He says he doesn't want anything.",
        'People who say that often love time more than things. A breakfast at his favourite place, or an afternoon fixing something together, could mean a lot to Leo.',
        ['More ideas', 'How do I ask Ana to join?'],
      ],
    ],
  },
];

/** users/{uid}/people/{id}, every one with a first name. */
export function buildDemoPeople(uid: string): { id: string; doc: PersonDoc & Doc }[] {
  const random = seededRandom(`demo-people:${uid}`);
  return DEMO_PEOPLE.map((person) => ({ id: buildId(random), doc: buildPersonDoc({ ...person }) }));
}

/**
 * The demo threads and their messages, a minute apart, as the web app would have written them: a user's
 * message then f8's reply with suggestions, the title from the first message, two more per exchange.
 */
export function buildDemoChatThreads(
  uid: string,
  now: Date,
): { id: string; doc: ChatThreadDoc; messages: { id: string; doc: ThreadMessageDoc }[] }[] {
  const random = seededRandom(`demo-chat:${uid}`);
  return DEMO_THREADS.map(({ exchanges, hoursAgo }) => {
    const count = exchanges.length * 2;
    const last = now.getTime() - hoursAgo * 3_600_000;
    const at = (index: number) => new Date(last - (count - 1 - index) * 60_000).toISOString();
    const messages = exchanges.flatMap(([user, bot, suggestions], i) => [
      { id: buildId(random), doc: buildThreadMessageDoc({ text: user, sender: 'user', timestamp: at(2 * i) }) },
      {
        id: buildId(random),
        doc: buildThreadMessageDoc({ text: bot, sender: 'bot', timestamp: at(2 * i + 1), suggested_responses: suggestions }),
      },
    ]);
    const doc = buildChatThreadDoc({
      title: threadTitle(exchanges[0]?.[0]),
      createdAt: at(0),
      lastMessageAt: at(count - 1),
      messageCount: count,
    });
    return { id: buildId(random), doc, messages };
  });
}

const DASHBOARD_EXCHANGES: [user: string, f8: string][] = [
  ['I want to call my dad more often', 'That is a lovely aim. Would a short call on Sunday mornings fit into both of your weeks?'],
  ['Sunday could work', 'Then put it in your calendar now, and tell him you are looking forward to it.'],
];

/** users/{uid}/chat/{id}: the dashboard chat's last exchanges, a day before `now`, as the chat function writes them. */
export function buildDemoDashboardChat(uid: string, now: Date): { id: string; doc: DashboardChatDoc & Doc }[] {
  const random = seededRandom(`${uid}:dashboard-chat`);
  const start = now.getTime() - 86_400_000;
  return DASHBOARD_EXCHANGES.flatMap(([user, f8], i) => [
    { id: buildId(random), doc: { message: user, sender: 'user' as const, timestamp: new Date(start + i * 120_000).toISOString() } },
    { id: buildId(random), doc: { message: f8, sender: 'f8' as const, timestamp: new Date(start + i * 120_000 + 5_000).toISOString() } },
  ]);
}

/** Every document above, keyed by its store path (the keys the mock store and Firestore use alike). */
export function buildDemoChatDocuments(uid: string, now: Date): Record<string, Doc> {
  const documents: Record<string, Doc> = {};
  for (const { id, doc } of buildDemoPeople(uid)) documents[`users/${uid}/people/${id}`] = doc;
  for (const { id, doc } of buildDemoDashboardChat(uid, now)) documents[`users/${uid}/chat/${id}`] = doc;
  for (const thread of buildDemoChatThreads(uid, now)) {
    documents[`users/${uid}/chatThreads/${thread.id}`] = thread.doc;
    for (const { id, doc } of thread.messages) documents[`users/${uid}/chatThreads/${thread.id}/messages/${id}`] = doc;
  }
  return documents;
}
