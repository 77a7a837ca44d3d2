import { CHAT_MESSAGE_MAX } from '../domain/chat';
import type { AiReply } from '../ports/ai-chat.port';
import { isJsonObject } from './json-object';
import { BOT_MESSAGE_MAX } from './store.schema';

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

/** At most this many suggested replies are shown under a bot message. */
export const MAX_SUGGESTED_RESPONSES = 4;

const FENCED = /```([A-Za-z]*)[^\S\n]*\n?([\s\S]*?)```/;
/** Text that opens like the reply object: prose around it is allowed, a broken object is not. */
const REPLY_OBJECT_START = /\{\s*"(?:message|responses)"\s*:/;

/** Text wrapped as a JSON value is read as JSON when it parses ("Just text" in quotes, the reply object, an array). */
const WHOLE_JSON = [
  ['{', '}'],
  ['[', ']'],
  ['"', '"'],
] as const;

/**
 * Text that opens as an object does (`{"…`, `{}`, `{message: …`) is a broken reply if it does not parse; other text
 * merely wrapped in quotes, brackets or braces is prose: `[smiles] Of course. [hugs]`, `{laughs} Me too {grins}`.
 */
const OPENS_AS_OBJECT = /^\{\s*(?:["'}]|\w+\s*:)/;

/** Trimmed text replies, blanks dropped, none too long to send back as the user's message, at most four. */
function suggestions(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  return value
    .filter((r): r is string => typeof r === 'string')
    .map((r) => r.trim())
    .filter((r) => r !== '' && r.length <= CHAT_MESSAGE_MAX)
    .slice(0, MAX_SUGGESTED_RESPONSES);
}

function reply(message: string, responses: string[] = []): AiReply {
  const text = message.trim();
  if (!text) return EMPTY_REPLY;
  // One stored message holds at most BOT_MESSAGE_MAX characters; a longer reply is cut rather than lost.
  return { message: text.length > BOT_MESSAGE_MAX ? `${text.slice(0, BOT_MESSAGE_MAX - 1)}…` : text, suggestedResponses: responses };
}

/** `{message, responses}`; a message that is not text counts as none. */
function fromObject(value: Record<string, unknown>): AiReply {
  if (typeof value.message !== 'string') return EMPTY_REPLY;
  return reply(value.message, suggestions(value.responses) ?? []);
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** JSON text: the reply object, or a JSON string (itself possibly the reply object's JSON, once more). */
function fromJson(text: string, depth = 0): AiReply {
  return fromParsed(parseJson(text), depth);
}

/** `text` read as JSON when it parses, or when it opens as an object (then broken: unreadable); null when it is prose. */
function jsonOrNull(text: string, depth: number): AiReply | null {
  const parsed = parseJson(text);
  return parsed !== NOT_JSON || OPENS_AS_OBJECT.test(text) ? fromParsed(parsed, depth) : null;
}

function fromParsed(parsed: unknown, depth: number): AiReply {
  if (parsed === NOT_JSON) return UNREADABLE_REPLY;
  if (isJsonObject(parsed)) return fromObject(parsed);
  if (typeof parsed !== 'string') return UNREADABLE_REPLY;
  const inner = parsed.trim();
  if (depth === 0 && (inner.startsWith('{') || inner.startsWith('```'))) return fromText(inner, depth + 1);
  return reply(inner);
}

/** The first balanced `{...}` from `start`, skipping braces inside JSON strings; null when it never closes. */
function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

function fromText(text: string, depth = 0): AiReply {
  const fenced = FENCED.exec(text);
  if (fenced) {
    const [, tag = '', body = ''] = fenced;
    const content = body.trim();
    // A fenced block is the reply when tagged json or holding an object; any other block is just part of the text
    // (a model often fences the words it suggests sending: 'Try this:' and a quoted line, or '{hug} I miss you').
    if (tag.toLowerCase() === 'json') return fromJson(content, depth);
    const read = content.startsWith('{') ? jsonOrNull(content, depth) : null;
    if (read) return read;
  }
  if (WHOLE_JSON.some(([open, close]) => text.length > 1 && text.startsWith(open) && text.endsWith(close))) {
    const read = jsonOrNull(text, depth);
    if (read) return read;
  }
  // The reply object, alone or with prose around it ("Sure! {"message": ...} Hope this helps").
  const opening = REPLY_OBJECT_START.exec(text);
  if (opening) {
    const object = balancedObject(text, opening.index);
    return object === null ? UNREADABLE_REPLY : fromJson(object, depth);
  }
  return reply(text);
}

/**
 * The AI chat function's `data.message`, in any shape SPEC 7 allows, as f8's reply. A broken JSON object, or JSON that
 * is no reply (a number, an array), gives UNREADABLE_REPLY; no or an empty message, EMPTY_REPLY (SPEC 8).
 */
export function fromAiChatMessage(raw: unknown): AiReply {
  if (isJsonObject(raw)) return fromObject(raw);
  if (raw === null || raw === undefined) return EMPTY_REPLY;
  if (typeof raw !== 'string') return UNREADABLE_REPLY;
  const text = raw.trim();
  return text ? fromText(text) : EMPTY_REPLY;
}

/** The function's whole result as f8's reply; `data.responses` are the suggestions when the message carries none. */
export function fromAiChatResult(data: unknown): AiReply {
  if (typeof data === 'string') return fromAiChatMessage(data);
  if (data === null || data === undefined) return EMPTY_REPLY;
  if (!isJsonObject(data)) return UNREADABLE_REPLY;
  const read = fromAiChatMessage(data.message);
  if (read === EMPTY_REPLY || read === UNREADABLE_REPLY || read.suggestedResponses.length > 0) return read;
  return { ...read, suggestedResponses: suggestions(data.responses) ?? [] };
}
