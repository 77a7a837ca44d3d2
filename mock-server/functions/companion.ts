import { randomUUID } from 'node:crypto';
import type { RequestOf, ResponseOf } from '../../src/contract/functions';
import { dashboardChatDoc, isoDate, storePaths } from '../../src/contract/store.mapping';
import type { CallerAuth } from '../auth-token';
import type { Companion } from '../companion/companion';
import { HttpsError } from '../https-error';
import type { MockServerState } from '../state';

/** The companion functions act for the signed-in caller only, as the real ones do. */
export function requireCaller(caller: CallerAuth | null, userId: string): CallerAuth {
  if (!caller) throw new HttpsError('unauthenticated', 'Sign in to talk to f8.');
  if (caller.uid !== userId) throw new HttpsError('permission-denied', 'You can only act for your own account.');
  return caller;
}

export function companionFunctions(companion: Companion, state: Pick<MockServerState, 'store' | 'firestore'>) {
  // Strictly increasing timestamps: two exchanges within one millisecond must still order correctly.
  let last = 0;
  const tick = () => (last = Math.max(Date.now(), last + 1));
  return {
    greeting: (data: RequestOf<'greeting'>, caller: CallerAuth | null): ResponseOf<'greeting'> => {
      requireCaller(caller, data.userId);
      return { message: companion.greeting(data.userId, data.userName, data.timeOfDay, data.chatContext), greetingId: randomUUID() };
    },
    tips: (data: RequestOf<'tips'>, caller: CallerAuth | null): ResponseOf<'tips'> => {
      requireCaller(caller, data.userId);
      return { tips: companion.tips(data.userId, data.userName) };
    },
    starters: (data: RequestOf<'starters'>, caller: CallerAuth | null): ResponseOf<'starters'> => {
      requireCaller(caller, data.userId);
      return { starters: companion.starters(data.userId) };
    },
    // Stores the exchange in users/{uid}/chat, which clients only read, as the real function writes Firestore.
    dashboardChat: async (
      data: RequestOf<'dashboardChat'>,
      caller: CallerAuth | null,
      /** f8's answer as a dev kit AI script rule gives it, instead of the companion's. */
      scripted?: string,
    ): Promise<ResponseOf<'dashboardChat'>> => {
      requireCaller(caller, data.userId);
      const mentions = typeof data.mentionContext === 'string' && data.mentionContext ? [data.mentionContext] : [];
      const response = scripted ?? companion.reply(data.userId, data.userName, data.userMessage, mentions);
      const chat = storePaths.dashboardChat(data.userId);
      const exchange = {
        [`${chat}/${randomUUID()}`]: dashboardChatDoc(
          { message: data.userMessage.trim(), sender: 'user', timestamp: new Date(tick()) },
          isoDate,
        ),
        [`${chat}/${randomUUID()}`]: dashboardChatDoc({ message: response, sender: 'f8', timestamp: new Date(tick()) }, isoDate),
      };
      if (state.firestore) await state.firestore.write(exchange);
      else for (const [path, doc] of Object.entries(exchange)) state.store.set(path, doc);
      return { response };
    },
  };
}
