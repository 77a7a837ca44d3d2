/**
 * Which of the site's tabs asks f8 about a message: the one that sent it, or the first to see it land. Each tab showing
 * the thread sees the message land (Firestore's cache is shared by the tabs), and only one must ask; the others see the
 * answer come in. Web Locks hold the message's name among the tabs; a browser without them lets every tab ask.
 */
const lockName = (messageId: string) => `f8-answers-${messageId}`;

const locks = (): LockManager | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/** Holds the message's lock until `done` settles: this tab sends the message, and answers it once stored. */
export function holdWhileSending(messageId: string, done: Promise<unknown>): void {
  void locks()
    ?.request(lockName(messageId), () => done.catch(() => undefined))
    .catch(() => undefined);
}

/**
 * Runs `ask` unless another tab holds the message's lock (it sent the message, or asks already), and then calls
 * `answeredElsewhere` once that tab lets it go; false if skipped.
 */
export async function askUnlessAnotherTab(
  messageId: string,
  ask: () => Promise<unknown>,
  answeredElsewhere: () => unknown,
): Promise<boolean> {
  const manager = locks();
  if (!manager) {
    await ask();
    return true;
  }
  const asked = await manager.request(lockName(messageId), { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await ask();
    return true;
  });
  if (!asked)
    void manager
      .request(lockName(messageId), () => undefined)
      .then(answeredElsewhere)
      .catch(() => undefined);
  return asked;
}
