import { fromAiChatResult } from '../../src/contract/ai-chat.mapping';
import { aiChatRequestSchema, type AiChatRequest } from '../../src/contract/ai-chat.schema';
import { describeIssues } from '../../src/contract/zod';
import { FunctionError } from '../../src/domain/function-error';
import type { MentionTarget } from '../../src/domain/mentions';
import type { AiChat, AiReply } from '../../src/ports/ai-chat.port';

/** AiChat in memory: tests script the raw `data.message` (any shape of SPEC 7), read with the real mapping; else an echo. */
export class InMemoryAiChat implements AiChat {
  /** Raw `data.message` values answered in order. */
  readonly script: unknown[] = [];
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  /** Requests that reached the function, as sent (trimmed). */
  readonly calls: AiChatRequest[] = [];

  /** Queues the next raw answers. */
  answer(...raw: unknown[]): this {
    this.script.push(...raw);
    return this;
  }

  send(request: { message: string; mentions: MentionTarget[]; threadId: string }): Promise<AiReply> {
    const parsed = aiChatRequestSchema.safeParse(request);
    if (!parsed.success) {
      return Promise.reject(new FunctionError('invalid-argument', describeIssues(parsed.error, 'data')));
    }
    this.calls.push(parsed.data);
    if (this.failWith) return Promise.reject(this.failWith);
    const raw = this.script.length > 0 ? this.script.shift() : { message: `You said: ${parsed.data.message}`, responses: ['Tell me more'] };
    return Promise.resolve(fromAiChatResult({ message: raw }));
  }
}
