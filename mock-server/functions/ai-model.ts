import { BRAND_NAME } from '../brand';
import { wholeMsFromEnv } from '../env-ms';
import { HttpsError } from '../https-error';

/** An OpenAI-compatible chat-completions endpoint (a local model server) behind the AI chat function. */
export interface AiModelConfig {
  /** e.g. `http://127.0.0.1:11434/v1` (Ollama) or `http://127.0.0.1:8080/v1` (llama.cpp); `/chat/completions` is added. */
  baseUrl: string;
  model: string;
  apiKey?: string | undefined;
  /** How long to wait for the model; under the callable's own 70 s so the page gets a coded answer. */
  timeoutMs?: number | undefined;
}

export const DEFAULT_MODEL_TIMEOUT_MS = 60_000;

/** The model from F8_AI_BASE_URL, F8_AI_MODEL and F8_AI_API_KEY (F8_AI_TIMEOUT_MS optional); null when no base URL is set. */
export function aiModelFromEnv(env: Record<string, string | undefined>): AiModelConfig | null {
  const baseUrl = env.F8_AI_BASE_URL?.trim();
  if (!baseUrl) return null;
  const model = env.F8_AI_MODEL?.trim();
  if (!model) throw new Error('F8_AI_BASE_URL is set but F8_AI_MODEL is not: name the model to use.');
  const timeoutMs = wholeMsFromEnv('F8_AI_TIMEOUT_MS', env.F8_AI_TIMEOUT_MS, DEFAULT_MODEL_TIMEOUT_MS);
  return { baseUrl, model, apiKey: env.F8_AI_API_KEY?.trim() || undefined, timeoutMs };
}

export const COMPANION_SYSTEM_PROMPT = `You are f8, the AI companion of ${BRAND_NAME}, an app that helps people care for their relationships with partners, family and friends.
Be warm, kind and personal: reflect what the user feels in a sentence, then offer one small, concrete idea they could try, and end with a gentle question. Use the names of the people they mention. Keep it under 90 words. Never diagnose; if someone may be in danger, encourage them to contact local emergency services or a trusted person.
Answer with ONE JSON object and nothing else, no markdown and no code fence:
{"message": "<your reply to the user>", "responses": ["<a short reply the user might send next>", "<another>"]}
"responses" holds 2 or 3 short suggestions written in the user's own voice.`;

export interface ModelTurn {
  role: 'user' | 'assistant';
  content: string;
}

const endpointOf = (baseUrl: string) =>
  /\/chat\/completions\/?$/.test(baseUrl) ? baseUrl : `${baseUrl.replace(/\/+$/, '')}/chat/completions`;

/** SPEC 8's statuses for what a model server answers: overload and limits, outages, time-outs, the rest internal. */
function errorForStatus(status: number): HttpsError {
  if (status === 429) return new HttpsError('resource-exhausted', 'The AI model is busy. Please try again later.');
  if (status === 408 || status === 504) return new HttpsError('deadline-exceeded', 'The AI model took too long to answer.');
  if (status >= 500) return new HttpsError('unavailable', 'The AI model is unavailable right now.');
  return new HttpsError('internal', 'The AI model refused the request.');
}

// The text goes back as the model wrote it: the client parses it by SPEC 7's rules.
/** f8's next reply from the model, given the system prompt, the recent turns and the message; rejects with an HttpsError. */
export async function askModel(config: AiModelConfig, history: ModelTurn[], message: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(endpointOf(config.baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}) },
      body: JSON.stringify({
        model: config.model,
        messages: [{ role: 'system', content: COMPANION_SYSTEM_PROMPT }, ...history, { role: 'user', content: message }],
        temperature: 0.7,
      }),
      signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new HttpsError('deadline-exceeded', 'The AI model took too long to answer.');
    console.error('[mock-server] AI model unreachable:', error);
    throw new HttpsError('unavailable', 'The AI model is unreachable.');
  }
  if (!response.ok) {
    console.error(`[mock-server] AI model answered ${response.status}: ${(await response.text().catch(() => '')).slice(0, 500)}`);
    throw errorForStatus(response.status);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    if (timedOut) throw new HttpsError('deadline-exceeded', 'The AI model took too long to answer.');
    throw new HttpsError('internal', 'The AI model answered something that is not JSON.');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '') throw new HttpsError('internal', 'The AI model gave no answer.');
  return content;
}
