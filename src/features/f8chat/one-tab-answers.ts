/**
 * Which of the site's tabs asks f8 about a message: the one that sent it, or the first to see it land. Each tab showing
 * the thread sees the message land (Firestore's cache is shared by the tabs), and only one must ask; the others see the
 * answer come in. Web Locks hold the message's name among the tabs; a browser without them lets every tab ask.
 */
const lockName = (messageId: string) => `f8-answers-${messageId}`;

const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** How many of this tab's exchanges hold each message's lock: this tab's own asks about it need not wait. */
const held = new Map<string, number>();
const holding = (messageId: string, by: number) => {
  const count = (held.get(messageId) ?? 0) + by;
  if (count > 0) held.set(messageId, count);
  else held.delete(messageId);
};

export interface OneTabExchange {
  /** The exchange: it settles once f8's answer is shown, or given up. */
  run: () => Promise<unknown>;
  /** What the exchange still writes after it (the thread's entry): the lock is held until that settles too. */
  written: () => Promise<unknown>;
  /** Whether the message has its answer by now (another tab's): this tab then does not ask. */
  answered: () => boolean;
  /** In a tab that did not ask: called once the tab that did has let the message go. */
  answeredElsewhere: () => unknown;
}

/** True once `running` settles: the exchange reports its own failures. */
const ran = (running: Promise<unknown>) =>
  running.then(
    () => true,
    () => true,
  );

/** Holds the message's lock until `until` settles. */
function hold(manager: LockManager, messageId: string, until: Promise<unknown>): void {
  holding(messageId, 1);
  void manager
    .request(lockName(messageId), () => until.catch(() => undefined))
    .catch(() => undefined)
    .finally(() => holding(messageId, -1));
}

/**
 * Runs the exchange about a message here unless another tab answers it; resolves, once `run` has, with whether it ran.
 * A new message's first send runs at once (no other tab knows it) and takes the lock beside it. A known one (asked
 * about again, or sent again by Retry after a write that may have landed) runs only if it gets the lock.
 */
export function inOneTab(message: 'new' | 'known', messageId: string, exchange: OneTabExchange): Promise<boolean> {
  const manager = locks();
  if (!manager || message === 'new' || held.has(messageId)) {
    const running = exchange.run();
    // A send takes the lock; this tab's own ask keeps it until its writes are done too (queued behind its other hold).
    if (manager) hold(manager, messageId, running.then(exchange.written));
    return ran(running);
  }
  const elsewhere = () => {
    void manager.request(lockName(messageId), () => undefined).then(exchange.answeredElsewhere, () => undefined);
    return false;
  };
  return new Promise<boolean>((resolve) => {
    let granted = false;
    manager
      .request(lockName(messageId), { ifAvailable: true }, async (lock) => {
        granted = lock !== null;
        if (!lock || exchange.answered()) return resolve(elsewhere());
        holding(messageId, 1);
        try {
          const running = exchange.run();
          void ran(running).then(resolve);
          await running.then(exchange.written);
        } catch {
          // The exchange reports its own failures.
        } finally {
          holding(messageId, -1);
        }
      })
      .catch(() => {
        // No lock to be had (the request refused): ask, as a browser without Web Locks does.
        if (!granted) void ran(exchange.run()).then(resolve);
      });
  });
}
