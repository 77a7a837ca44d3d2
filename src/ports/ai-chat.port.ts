import type { MentionTarget } from '../domain/mentions';

export interface AiReply {
  message: string;
  suggestedResponses: string[];
}

/** The f8 chat function of the /f8chat screen. */
export interface AiChat {
  /** Sends trimmed text with its mentions; resolves with f8's parsed reply, rejects with FunctionError. */
  send(request: { message: string; mentions: MentionTarget[]; threadId: string }): Promise<AiReply>;
}
