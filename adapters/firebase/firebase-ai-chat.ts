import { fromAiChatResult } from '../../src/contract/ai-chat.mapping';
import type { MentionTarget } from '../../src/domain/mentions';
import type { AiChat, AiReply } from '../../src/ports/ai-chat.port';
import type { FirebaseCallables } from './firebase-callables';

/** AiChat through the f8 chat callable; the contract checks and trims the request before it leaves (SPEC 7 and 8). */
export class FirebaseAiChat implements AiChat {
  constructor(private readonly callables: FirebaseCallables) {}

  async send(request: { message: string; mentions: MentionTarget[]; threadId: string }): Promise<AiReply> {
    return fromAiChatResult(await this.callables.call('aiChat', request));
  }
}
