import { fromAiChatResult } from '../../src/contract/ai-chat.mapping';
import { aiChatRequestSchema, type AiChatRequest } from '../../src/contract/ai-chat.schema';
import { describeIssues } from '../../src/contract/zod';
import { FunctionError } from '../../src/domain/function-error';
import type { MentionTarget } from '../../src/domain/mentions';
import type { AiChat, AiReply, AskOptions } from '../../src/ports/ai-chat.port';

/** AiChat in memory: tests script the raw `data.message` (any shape of SPEC 7), read with the real mapping; else an echo. */
export class InMemoryAiChat implements AiChat {
  /** Raw `data.message` values answered in order. */
  readonly script: unknown[] = [];
  /** Set to make every call fail with this error. */
  failWith: FunctionError | null = null;
  /** Requests that reached the function, as sent (trimmed). */
  readonly calls: AiChatRequest[] = [];

  /** Chunks of f8's words each next call streams before its answer, a tick apart. */
  readonly streams: string[][] = [];

  /** Queues the next raw answers. */
  answer(...raw: unknown[]): this {
    this.script.push(...raw);
    return this;
  }

  async send(request: { message: string; mentions: MentionTarget[]; threadId: string }, options: AskOptions = {}): Promise<AiReply> {
    const parsed = aiChatRequestSchema.safeParse(request);
    if (!parsed.success) throw new FunctionError('invalid-argument', describeIssues(parsed.error, 'data'));
    this.calls.push(parsed.data);
    for (const chunk of this.streams.shift() ?? []) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (options.signal?.aborted) throw new FunctionError('cancelled', 'Request was cancelled.');
      options.onChunk?.(chunk);
    }
    if (this.failWith) throw this.failWith;
    const raw = this.script.length > 0 ? this.script.shift() : { message: `You said: ${parsed.data.message}`, responses: ['Tell me more'] };
    return fromAiChatResult({ message: raw });
  }
}
