import type { MentionTarget } from '../domain/mentions';

export interface AiReply {
  message: string;
  suggestedResponses: string[];
}

/** How a call to f8 is followed: its words as they come (when the function streams them), and Stop. */
export interface AskOptions {
  /** Each chunk of f8's words, in order, before the final reply. */
  onChunk?: (chunk: string) => void;
  /** Stops the call: a streamed one rejects with FunctionError('cancelled'); a plain one may still answer, for the caller to drop. */
  signal?: AbortSignal;
}

/** The f8 chat function of the /f8chat screen. */
export interface AiChat {
  /** Sends trimmed text with its mentions; resolves with f8's parsed reply, rejects with FunctionError. */
  send(request: { message: string; mentions: MentionTarget[]; threadId: string }, options?: AskOptions): Promise<AiReply>;
}
