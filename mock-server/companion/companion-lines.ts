// Every line the offline f8 says: edit the words here, while how one is chosen lives in companion.ts. `{name}` is the
// user's first name.

/** A subject the user may write about, recognised by `pattern`, with lines that fit it. */
export interface Topic {
  name: string;
  pattern: RegExp;
  reflections: string[];
  ideas: string[];
}

export const TOPICS: Topic[] = [
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

export const GENERAL = {
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

export const GREETINGS: Record<'morning' | 'afternoon' | 'evening', string[]> = {
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

export const TIPS = [
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

export const STARTERS = [
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

/** Who a greeting addresses when the user has no name. */
export const NAME_FALLBACK = 'friend';

/** How a greeting or a reply names a topic, where its id does not read well on its own. */
export const TOPIC_LABELS: Readonly<Record<string, string>> = { partner: 'your relationship' };

/** Added to a greeting when the user's last chat message was about `topic`. */
export const lastTopicFollowUp = (topic: string) => ` Last time we talked about ${topic}. How is that going?`;

/** Added to a reply's idea when the user mentioned someone. */
export const tryItWith = (person: string) => ` It might help to try that with ${person}.`;

/** Replies offered to tap next (2 or 3), in the user's voice: topic lines first on a topic, `{person}` ones when someone is named. */
export const SUGGESTED_REPLIES = {
  general: [
    'Tell me more',
    'What should I do next?',
    'How do I start that conversation?',
    'Can you give me an example?',
    'Why does this feel so hard?',
    'What would you do?',
  ],
  byTopic: {
    conflict: ['How do I calm things down?', 'Should I apologise first?', 'What if they are still angry?'],
    apology: ['Help me write the apology', 'What if they don’t forgive me?', 'How soon should I say it?'],
    partner: ['Give me a date idea', 'How do we talk about this?', 'What questions could I ask?'],
    family: ['How do I set a kind boundary?', 'What could I say on the phone?', 'How do I keep it from becoming a fight?'],
    friendship: ['Write a first message for me', 'What if they don’t answer?', 'How do I suggest a plan?'],
    loneliness: ['Where could I meet people?', 'How do I reach out first?', 'I feel a bit better'],
    stress: ['Who should I tell?', 'How do I ask for help?', 'Give me one small step'],
    gratitude: ['How do I celebrate it?', 'Who should I tell first?', 'Thanks, f8!'],
  } as Readonly<Record<string, readonly string[]>>,
  withPerson: ['What could I say to {person}?', 'How do I bring this up with {person}?', 'Help me plan time with {person}'],
};

/** How the companion wraps its JSON when it answers in text (one of SPEC 7's reply shapes). */
export const FENCED_INTROS = ['Here’s what I think:', 'Let me share a thought.', 'Okay, here goes.'];
