import { hashSeed, seededRandom } from '../../src/domain/random';

/**
 * The offline f8: a small rule-based companion that is warm, varied and personal (name, time of day, what
 * the user wrote). It remembers the last line it gave each user for each kind of answer and never repeats
 * it back to back.
 */
type Kind = 'greeting' | 'tip' | 'starter' | 'reply';

interface Topic {
  name: string;
  pattern: RegExp;
  reflections: string[];
  ideas: string[];
}

const TOPICS: Topic[] = [
  {
    name: 'conflict',
    pattern: /\b(fight|fought|argu\w*|conflict|mad at|angry|upset with|yell\w*|disagree\w*)\b/i,
    reflections: [
      'Disagreements with someone you care about can feel heavy.',
      'It sounds like things got tense.',
      'That sounds like a hard moment between you two.',
    ],
    ideas: [
      'When you are both calm, try opening with what you want for the relationship, not who was right.',
      'A short "I felt … when … and I’d like …" often lands better than a long explanation.',
      'Repair matters more than avoiding conflict: a simple "I’m sorry that hurt you" can reopen the door.',
    ],
  },
  {
    name: 'apology',
    pattern: /\b(sorry|apolog\w*|forgive\w*|my fault|messed up)\b/i,
    reflections: [
      'Wanting to make it right says a lot about you.',
      'It takes courage to own your part.',
      'Apologies are hard, and you are already thinking about it.',
    ],
    ideas: [
      'Name what happened, how it affected them, and what you’ll do differently; skip the "but".',
      'Give them time to respond; an apology is an invitation, not a transaction.',
      'A handwritten note can say what is hard to say out loud.',
    ],
  },
  {
    name: 'partner',
    pattern: /\b(partner|girlfriend|boyfriend|wife|husband|spouse|fianc\w*|bf|gf|date|dating|relationship)\b/i,
    reflections: [
      'Your relationship clearly matters to you.',
      'It sounds like you’re thinking a lot about the two of you.',
      'Love takes tending, and you’re doing that right now.',
    ],
    ideas: [
      'Try a weekly check-in: one thing that went well, one thing that was hard, one thing you need.',
      'Plan something small and new together; novelty brings couples closer.',
      'Ask an open question tonight, like "What’s been on your mind lately?", and just listen.',
    ],
  },
  {
    name: 'family',
    pattern: /\b(mom|mum|mother|dad|father|parent\w*|sister|brother|sibling\w*|family|grandma|grandpa|son|daughter|kids?)\b/i,
    reflections: [
      'Family ties run deep, and so can the feelings.',
      'Family relationships can be the most rewarding and the most complicated.',
      'It sounds like family is on your mind.',
    ],
    ideas: [
      'A short call with no agenda can do more than a long visit planned around problems.',
      'Share a memory you love with them; it reminds both of you what you have.',
      'Boundaries can be loving: say what you can offer, kindly and clearly.',
    ],
  },
  {
    name: 'friendship',
    pattern: /\b(friend\w*|buddy|mate|bestie|bff|lost touch|reconnect\w*)\b/i,
    reflections: [
      'Friendships need a little care to keep going.',
      'It’s lovely that this friend is on your mind.',
      'Reaching out is often the hardest part, and you’re thinking about it.',
    ],
    ideas: [
      'Send a message that needs no reply, like "Saw this and thought of you".',
      'Suggest one concrete plan with a date; "we should catch up" rarely happens on its own.',
      'Ask about something specific they told you last time; it shows you listened.',
    ],
  },
  {
    name: 'loneliness',
    pattern: /\b(lonely|alone|isolated|no one|nobody|left out|new city|moved)\b/i,
    reflections: [
      'Feeling lonely is hard, and it’s more common than people admit.',
      'I’m glad you told me how you’re feeling.',
      'That sounds really isolating.',
    ],
    ideas: [
      'Pick one recurring activity, like a class, a club or a volunteer shift; seeing the same faces builds connection.',
      'Message one person today, even just to say hi.',
      'Be gentle with yourself: connection grows slowly, and small steps count.',
    ],
  },
  {
    name: 'stress',
    pattern: /\b(stress\w*|anxious|anxiety|overwhelm\w*|tired|exhausted|burn\w* out|worried|worry)\b/i,
    reflections: [
      'That sounds like a lot to carry.',
      'It makes sense that you feel stretched thin.',
      'Thank you for sharing that; it sounds heavy.',
    ],
    ideas: [
      'Tell someone close to you what you’re dealing with; people can’t support what they don’t know about.',
      'Protect one small moment for yourself today.',
      'Try naming the one thing that would make tomorrow a bit easier, and ask for it.',
    ],
  },
  {
    name: 'gratitude',
    pattern: /\b(thank\w*|grateful|gratitude|appreciat\w*|happy|excited|good news|proud|won|win)\b/i,
    reflections: ['That’s wonderful to hear!', 'I love that for you.', 'What a good moment.'],
    ideas: [
      'Tell the people involved; shared good news strengthens relationships.',
      'Write it down so you can come back to it on harder days.',
      'Celebrate it with someone who has been rooting for you.',
    ],
  },
];

const GENERAL = {
  reflections: ['Thanks for sharing that with me.', 'I hear you.', 'That’s worth thinking about.', 'I appreciate you opening up.'],
  ideas: [
    'What would a small, kind next step look like for you?',
    'Who in your life would be good to talk this through with?',
    'Sometimes saying how we feel, simply and early, makes everything easier.',
  ],
  questions: [
    'How are you feeling about it now?',
    'What would you like to happen next?',
    'Tell me more: what matters most to you here?',
    'What have you tried so far?',
  ],
};

const GREETINGS: Record<'morning' | 'afternoon' | 'evening', string[]> = {
  morning: [
    'Good morning, {name}! ☀️ Who would you like to make smile today?',
    'Morning, {name}! A fresh day for good conversations.',
    'Good morning, {name}. I hope you slept well. What’s on your heart today?',
  ],
  afternoon: [
    'Good afternoon, {name}! How is your day going so far?',
    'Hi {name}, hope your afternoon is treating you kindly.',
    'Good afternoon, {name}. A quick message to someone you care about could brighten both your days.',
  ],
  evening: [
    'Good evening, {name}. How did today go with the people around you?',
    'Evening, {name}! Time to slow down and reconnect.',
    'Good evening, {name}. Anything from today you’d like to talk through?',
  ],
};

const TIPS = [
  'Ask one open-ended question today and listen without planning your reply.',
  'Send a “thinking of you” message to someone you haven’t talked to in a while.',
  'Notice one thing your partner or a friend does for you and thank them for it specifically.',
  'Put your phone away for the first ten minutes of your next conversation.',
  'When a disagreement starts, name the feeling before the facts.',
  'Plan a small ritual: a weekly walk, a Sunday call, a shared playlist.',
  'Remember a detail someone shared last time and ask about it.',
  'Say “I need…” instead of “You never…”. It invites help instead of defence.',
  'Celebrate small wins together; they add up to a strong bond.',
  'If you’re unsure what someone needs, ask: “Do you want advice, or should I just listen?”',
  'Apologise without “but”.',
  'Share something you’re grateful for about someone, out loud.',
];

const STARTERS = [
  'What’s something that made you laugh this week?',
  'What’s a small thing I could do that would make your day easier?',
  'What’s one place you’d love for us to visit together?',
  'What are you looking forward to this month?',
  'Is there something you’ve been wanting to talk about but haven’t had the chance?',
  'What’s a memory of us that always makes you smile?',
  'What’s been taking up most of your headspace lately?',
  'What does a perfect lazy Sunday look like for you?',
  'Who has been a good friend to you recently, and why?',
  'What’s something new you’d like to try this year?',
];

const fill = (text: string, name: string) => text.replace(/\{name\}/g, name || 'friend');

export class Companion {
  private readonly last = new Map<string, string>();
  private counter = 0;

  /** A line from `pool`, varied by seed, never the same as this user's previous line of this kind. */
  private choose(uid: string, kind: Kind, pool: readonly string[], seed: string): string {
    const key = `${uid}|${kind}`;
    const random = seededRandom(hashSeed(`${seed}|${this.counter++}`));
    const previous = this.last.get(key);
    const options = pool.length > 1 ? pool.filter((line) => line !== previous) : pool;
    const line = random.pick(options);
    this.last.set(key, line);
    return line;
  }

  private pickMany(uid: string, kind: Kind, pool: readonly string[], count: number, seed: string): string[] {
    const previous = this.last.get(`${uid}|${kind}`);
    const random = seededRandom(hashSeed(`${seed}|${this.counter++}`));
    const candidates = [...pool];
    const out: string[] = [];
    while (out.length < count && candidates.length) out.push(candidates.splice(random.int(0, candidates.length - 1), 1)[0] as string);
    // Keep the set from starting with the same line as last time.
    if (out[0] === previous && out.length > 1) [out[0], out[1]] = [out[1] as string, out[0] as string];
    this.last.set(`${uid}|${kind}`, out[0] ?? '');
    return out;
  }

  greeting(
    uid: string,
    name: string,
    timeOfDay: 'morning' | 'afternoon' | 'evening',
    chatContext: { message: string; sender: string }[],
  ): string {
    let line = fill(this.choose(uid, 'greeting', GREETINGS[timeOfDay], `${uid}|${timeOfDay}`), name);
    const lastUser = [...chatContext].reverse().find((c) => c.sender === 'user');
    const topic = lastUser ? TOPICS.find((t) => t.pattern.test(lastUser.message)) : undefined;
    if (topic) line += ` Last time we talked about ${topic.name === 'partner' ? 'your relationship' : topic.name}. How is that going?`;
    return line;
  }

  tips(uid: string, name: string): string[] {
    return this.pickMany(uid, 'tip', TIPS, 3, `${uid}|${name}`).map((tip, i) =>
      i === 0 && name ? `${name}, ${tip.charAt(0).toLowerCase()}${tip.slice(1)}` : tip,
    );
  }

  starters(uid: string): string[] {
    return this.pickMany(uid, 'starter', STARTERS, 4, uid);
  }

  reply(uid: string, name: string, message: string, mentions: string[] = []): string {
    const topic = TOPICS.find((t) => t.pattern.test(message));
    const reflections = topic?.reflections ?? GENERAL.reflections;
    const ideas = topic?.ideas ?? GENERAL.ideas;
    const seed = `${uid}|${message}`;
    const reflection = this.choose(
      uid,
      'reply',
      reflections.map((r) => (name ? `${r.replace(/[.!]$/, '')}, ${name}.` : r)),
      seed,
    );
    const idea = ideas[hashSeed(`${seed}|idea|${this.counter++}`) % ideas.length] ?? '';
    const who = mentions[0] ? ` with ${mentions[0]}` : '';
    const question = GENERAL.questions[hashSeed(`${seed}|q|${this.counter++}`) % GENERAL.questions.length] ?? '';
    return `${reflection} ${idea}${who ? ` It might help to try that${who}.` : ''} ${question}`.replace(/\s+/g, ' ').trim();
  }
}
