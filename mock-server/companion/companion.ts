import { hashSeed, seededRandom } from '../../src/domain/random';
import {
  GENERAL,
  GREETINGS,
  lastTopicFollowUp,
  NAME_FALLBACK,
  STARTERS,
  SUGGESTED_REPLIES,
  TIPS,
  TOPIC_LABELS,
  TOPICS,
  tryItWith,
} from './companion-lines';

// The offline f8: rule-based, personal (name, time of day, what the user wrote), and never the same line twice in a row
// for one user and kind of answer.
type Kind = 'greeting' | 'tip' | 'starter' | 'reply';

const fill = (text: string, name: string) => text.replace(/\{name\}/g, name || NAME_FALLBACK);

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
    if (topic) line += lastTopicFollowUp(TOPIC_LABELS[topic.name] ?? topic.name);
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
    const who = mentions[0] ? tryItWith(mentions[0]) : '';
    const question = GENERAL.questions[hashSeed(`${seed}|q|${this.counter++}`) % GENERAL.questions.length] ?? '';
    return `${reflection} ${idea}${who} ${question}`.replace(/\s+/g, ' ').trim();
  }

  /** Two or three replies the user might tap next: one about the first person mentioned, then the topic's, then general ones. */
  suggestions(uid: string, message: string, mentions: string[] = []): string[] {
    const random = seededRandom(hashSeed(`${uid}|${message}|suggest|${this.counter++}`));
    const count = random.int(2, 3);
    const topic = TOPICS.find((t) => t.pattern.test(message));
    const out: string[] = [];
    if (mentions[0]) out.push(random.pick(SUGGESTED_REPLIES.withPerson).replace('{person}', mentions[0]));
    for (const pool of [(topic && SUGGESTED_REPLIES.byTopic[topic.name]) ?? [], SUGGESTED_REPLIES.general]) {
      const candidates = pool.filter((line) => !out.includes(line));
      while (out.length < count && candidates.length) out.push(candidates.splice(random.int(0, candidates.length - 1), 1)[0] as string);
    }
    return out;
  }
}
