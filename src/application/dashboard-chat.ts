import type { DashboardChatMessage } from '../ports/dashboard-chat.port';

/**
 * A message sent from the dashboard, until the live list holds it and f8's answer. chatEurW stores both lines under ids
 * of its own (SPEC 7 gives its request no id), so a sent message is told apart by what the list brings after it.
 */
export interface DashboardExchange {
  key: number;
  message: string;
  /** When it was sent: the time its lines show until the stored ones take their place. */
  at: Date;
  /** f8's answer as the call returned it; null while the call runs. */
  answer: string | null;
  /** The ids the live list held when it was sent: what it brings beyond them is this exchange. */
  known: ReadonlySet<string>;
  /** The ids of lines that earlier exchanges, done with since, took: never this one's. */
  taken: ReadonlySet<string>;
}

/** The exchanges not yet stored whole, and the keys that stored lines took over from lines sent from here. */
export interface DashboardSends {
  exchanges: readonly DashboardExchange[];
  keptKeys: ReadonlyMap<string, string>;
}

export const NO_SENDS: DashboardSends = { exchanges: [], keptKeys: new Map() };

/**
 * A line as shown: stored, or sent from here and not listed yet. A stored line that replaces one sent from here keeps
 * its key, so the log keeps the element and a screen reader does not read the exchange twice.
 */
export type ChatLine = { key: string } & ({ stored: DashboardChatMessage } | { sender: 'user' | 'f8'; message: string; at: Date });

const sentKey = (exchange: DashboardExchange) => `sent-${exchange.key}`;
const answerKey = (exchange: DashboardExchange) => `answer-${exchange.key}`;

/** The sends with a new exchange for `message`, sent while the live list holds `stored`. */
export function withExchange(
  sends: DashboardSends,
  { key, message, stored, at }: { key: number; message: string; stored: readonly DashboardChatMessage[]; at: Date },
): DashboardSends {
  const exchange: DashboardExchange = { key, message, at, answer: null, known: new Set(stored.map((m) => m.id)), taken: new Set() };
  return { ...sends, exchanges: [...sends.exchanges, exchange] };
}

export const withAnswer = (sends: DashboardSends, key: number, answer: string): DashboardSends => ({
  ...sends,
  exchanges: sends.exchanges.map((e) => (e.key === key ? { ...e, answer } : e)),
});

export const withoutExchange = (sends: DashboardSends, key: number): DashboardSends => ({
  ...sends,
  exchanges: sends.exchanges.filter((e) => e.key !== key),
});

/**
 * What of each exchange the live list holds: the user's words and f8's answer (stored at one time, in either order).
 * Each stored line goes to one exchange only, oldest first, so two alike messages are two exchanges.
 */
function landings(exchanges: readonly DashboardExchange[], stored: readonly DashboardChatMessage[]) {
  const claimed = new Set<string>();
  return exchanges.map((exchange) => {
    const arrived = stored.filter((m) => !exchange.known.has(m.id) && !exchange.taken.has(m.id) && !claimed.has(m.id));
    const words = arrived.find((m) => m.sender === 'user' && m.message === exchange.message);
    const answer = words && arrived.find((m) => m.sender === 'f8');
    const lines = [words, answer].flatMap((line) => (line ? [line.id] : []));
    for (const id of lines) claimed.add(id);
    const keys = [
      ...(words ? [[words.id, sentKey(exchange)] as const] : []),
      ...(answer ? [[answer.id, answerKey(exchange)] as const] : []),
    ];
    return { exchange, words: words !== undefined, answer: answer !== undefined, lines, keys };
  });
}

/** What the dashboard chat shows; `next` is the sends to keep when some exchange is now stored whole (else null). */
export interface DashboardLog {
  lines: ChatLine[];
  /** Every line shown, as the history a send goes with. */
  history: DashboardChatMessage[];
  /** f8 is answering: an exchange has no answer yet, returned or stored. */
  waiting: boolean;
  next: DashboardSends | null;
}

/**
 * The log from the live list and the exchanges sent from here. Each exchange not stored whole shows where it was sent:
 * after the last stored line it knew, before any that came later; once its words are stored, its answer right after
 * them. An exchange the list holds whole is done with: forgotten, so it cannot show again once it leaves the newest 10;
 * the lines it took stay taken, and keep their keys while the list holds them.
 */
export function dashboardLog(stored: readonly DashboardChatMessage[], sends: DashboardSends): DashboardLog {
  const landed = landings(sends.exchanges, stored);
  const pending = landed.filter((e) => !e.answer);
  let next: DashboardSends | null = null;
  if (pending.length < landed.length) {
    const done = landed.filter((e) => e.answer);
    const taken = done.flatMap((e) => e.lines);
    const listed = new Set(stored.map((m) => m.id));
    next = {
      exchanges: pending.map(({ exchange }) => ({ ...exchange, taken: new Set([...exchange.taken, ...taken]) })),
      keptKeys: new Map([...sends.keptKeys, ...done.flatMap((e) => e.keys)].filter(([id]) => listed.has(id))),
    };
  }
  const keyOf = new Map([...sends.keptKeys, ...landed.flatMap((e) => e.keys)]);
  const anchored = pending.map((e) => ({
    ...e,
    after: e.words ? stored.findIndex((m) => m.id === e.lines[0]) : stored.findLastIndex((m) => e.exchange.known.has(m.id)),
  }));
  const unstored = (anchor: number): ChatLine[] =>
    anchored
      .filter(({ after }) => after === anchor)
      .flatMap(({ exchange, words }) => [
        ...(words ? [] : [{ key: sentKey(exchange), sender: 'user' as const, message: exchange.message, at: exchange.at }]),
        ...(exchange.answer === null
          ? []
          : [{ key: answerKey(exchange), sender: 'f8' as const, message: exchange.answer, at: exchange.at }]),
      ]);
  const lines: ChatLine[] = [
    ...unstored(-1),
    ...stored.flatMap((line, index) => [{ key: keyOf.get(line.id) ?? line.id, stored: line }, ...unstored(index)]),
  ];
  const history = lines.map((line) =>
    'stored' in line ? line.stored : { id: line.key, sender: line.sender, message: line.message, timestamp: line.at },
  );
  return { lines, history, waiting: pending.some(({ exchange }) => exchange.answer === null), next };
}
