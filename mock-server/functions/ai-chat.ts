import type { RequestOf, ResponseOf } from '../../src/contract/functions';
import { storePaths } from '../../src/contract/store.mapping';
import { hashSeed } from '../../src/domain/random';
import { toDate } from '../../src/domain/timestamp';
import type { CallerAuth } from '../auth-token';
import { FENCED_INTROS } from '../companion/companion-lines';
import type { Companion } from '../companion/companion';
import { HttpsError } from '../https-error';
import type { DocumentReader } from '../store/document-store';
import { askModel, type AiModelConfig, type ModelTurn } from './ai-model';

/** The thread turns the model sees (SPEC 9: the chat reloads the newest 10 after the first exchange). */
const HISTORY = 10;

/** SPEC 7's reply shapes the companion answers in: mostly an object, sometimes JSON fenced in text or a JSON string. */
export type ReplyShape = 'object' | 'fenced' | 'json-string';

/** The shape for a message in a thread: the same every time for the same pair, so tests can pick each one. */
export function replyShapeFor(threadId: string, message: string): ReplyShape {
  const n = hashSeed(`${threadId}|${message}`) % 8;
  return n < 5 ? 'object' : n < 7 ? 'fenced' : 'json-string';
}

function shaped(reply: { message: string; responses: string[] }, shape: ReplyShape, seed: number): unknown {
  if (shape === 'object') return reply;
  if (shape === 'json-string') return JSON.stringify(reply);
  const intro = FENCED_INTROS[seed % FENCED_INTROS.length] ?? '';
  return `${intro}\n\n\`\`\`json\n${JSON.stringify(reply, null, 2)}\n\`\`\``;
}

/** The thread's newest turns, oldest first, without the user's message the client stored just before calling. */
async function historyOf(store: DocumentReader, thread: string, message: string): Promise<ModelTurn[]> {
  const turns = (await store.list(`${thread}/messages`))
    .map(({ data }) => ({ at: toDate(data.timestamp)?.getTime() ?? 0, sender: data.sender, text: data.text }))
    .filter((m): m is { at: number; sender: string; text: string } => typeof m.text === 'string' && m.text.trim() !== '')
    .sort((a, b) => a.at - b.at)
    .map((m): ModelTurn => ({ role: m.sender === 'user' ? 'user' : 'assistant', content: m.text }));
  const last = turns.at(-1);
  if (last?.role === 'user' && last.content.trim() === message) turns.pop();
  return turns.slice(-HISTORY);
}

export interface AiChatDeps {
  /** Per-user documents: the mock store, or the Firestore emulator in emulators mode. */
  store: DocumentReader;
  companion: Companion;
  /** The real model when configured (F8_AI_*); the embedded companion otherwise. */
  model: AiModelConfig | null;
}

// It stores nothing: the client stores both messages.
/** The f8 chat function for the thread's signed-in owner: the real model when configured, else the embedded companion. */
export function aiChatFunction({ store, companion, model }: AiChatDeps) {
  return async (data: RequestOf<'aiChat'>, caller: CallerAuth | null): Promise<ResponseOf<'aiChat'>> => {
    if (!caller) throw new HttpsError('unauthenticated', 'Sign in to talk to f8.');
    const thread = `${storePaths.chatThreads(caller.uid)}/${data.threadId}`;
    if (data.threadId.includes('/') || !(await store.get(thread))) throw new HttpsError('not-found', 'No such chat thread.');
    const message = data.message.trim();
    const mentions = data.mentions.map((mention) => mention.name);
    if (model) {
      const noted = mentions.length ? `${message}\n\n(People mentioned: ${mentions.join(', ')})` : message;
      return { message: await askModel(model, await historyOf(store, thread, message), noted) };
    }
    const profile = await store.get(storePaths.profile(caller.uid));
    const name = typeof profile?.firstName === 'string' ? profile.firstName : '';
    const reply = {
      message: companion.reply(caller.uid, name, message, mentions),
      responses: companion.suggestions(caller.uid, message, mentions),
    };
    return { message: shaped(reply, replyShapeFor(data.threadId, message), hashSeed(message)) };
  };
}
