import type { AiReply } from '../ports/ai-chat.port';

/** SPEC 8: what f8 says when its reply cannot be read. */
export const UNREADABLE_REPLY: AiReply = {
  message: "I understand what you're sharing. Can you tell me more about what's on your mind?",
  suggestedResponses: [],
};

/** SPEC 8: what f8 says when its reply carries no message. */
export const EMPTY_REPLY: AiReply = {
  message: "I'm here to help! 💫",
  suggestedResponses: ['Tell me more', 'What should I do next?'],
};

const FENCED_JSON = /```(?:json)?\s*([\s\S]*?)```/i;

function fromObject(value: Record<string, unknown>): AiReply {
  const message = typeof value.message === 'string' ? value.message.trim() : '';
  if (!message) return EMPTY_REPLY;
  const responses = Array.isArray(value.responses) ? value.responses : [];
  return { message, suggestedResponses: responses.filter((r): r is string => typeof r === 'string' && r.trim() !== '') };
}

function fromJson(text: string): AiReply {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return UNREADABLE_REPLY;
  }
  if (typeof parsed === 'string') return parsed.trim() ? { message: parsed.trim(), suggestedResponses: [] } : EMPTY_REPLY;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return fromObject(parsed as Record<string, unknown>);
  return UNREADABLE_REPLY;
}

/**
 * The AI chat function's `data.message` as f8's reply (SPEC 7): a JSON block fenced inside text, a JSON
 * string, plain text or an object, each giving `message` and `responses` (the suggested replies). Text that
 * looks like JSON but does not parse gives UNREADABLE_REPLY; no message at all gives EMPTY_REPLY (SPEC 8).
 */
export function fromAiChatMessage(raw: unknown): AiReply {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) return fromObject(raw as Record<string, unknown>);
  if (typeof raw !== 'string') return raw === null || raw === undefined ? EMPTY_REPLY : UNREADABLE_REPLY;
  const text = raw.trim();
  if (!text) return EMPTY_REPLY;
  const fenced = FENCED_JSON.exec(text);
  if (fenced) return fromJson(fenced[1] ?? '');
  if (text.startsWith('{') || text.startsWith('"')) return fromJson(text);
  return { message: text, suggestedResponses: [] };
}
