import { fromAiChatResult } from '../../src/contract/ai-chat.mapping';
import type { MentionTarget } from '../../src/domain/mentions';
import type { AiChat, AiReply } from '../../src/ports/ai-chat.port';
import type { FirebaseCallables } from './firebase-callables';

/**
 * AiChat through the f8 chat callable (its name from config, functionNames().aiChat): the request is checked
 * and trimmed by the contract before it leaves, and the whole result is read as f8's reply (SPEC 7 and 8).
 */
export class FirebaseAiChat implements AiChat {
  constructor(private readonly callables: FirebaseCallables) {}

  async send(request: { message: string; mentions: MentionTarget[]; threadId: string }): Promise<AiReply> {
    return fromAiChatResult(await this.callables.call('aiChat', request));
  }
}
