import { fromAiChatResult } from '../../src/contract/ai-chat.mapping';
import type { MentionTarget } from '../../src/domain/mentions';
import type { AiChat, AiReply, AskOptions } from '../../src/ports/ai-chat.port';
import type { FirebaseCallables } from './firebase-callables';

/**
 * AiChat through the f8 chat callable; the contract checks and trims the request before it leaves (SPEC 7 and 8).
 * With `stream`, f8's words come as they are written; each chunk that is not text is skipped.
 */
export class FirebaseAiChat implements AiChat {
  constructor(
    private readonly callables: FirebaseCallables,
    private readonly stream = false,
  ) {}

  async send(request: { message: string; mentions: MentionTarget[]; threadId: string }, options: AskOptions = {}): Promise<AiReply> {
    const { onChunk, signal } = options;
    const streamed = this.stream
      ? { onChunk: (chunk: unknown) => (typeof chunk === 'string' ? onChunk?.(chunk) : undefined), signal }
      : undefined;
    return fromAiChatResult(await this.callables.call('aiChat', request, streamed));
  }
}
