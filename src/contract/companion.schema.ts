import { z } from './zod';
import { DASHBOARD_MESSAGE_MAX } from '../domain/chat';

const text = (max: number) => z.string().check(z.maxLength(max));
const uid = z.string().check(z.minLength(1), z.maxLength(128));
const name = text(200);
const context = z.nullish(z.union([text(20_000), z.record(z.string(), z.unknown()), z.array(z.unknown())]));

export const chatLineSchema = z.object({ message: text(DASHBOARD_MESSAGE_MAX), sender: z.enum(['user', 'f8']) });

export const greetingRequestSchema = z.strictObject({
  userId: uid,
  userName: name,
  userContext: context,
  todosContext: context,
  chatContext: z.array(chatLineSchema).check(z.maxLength(5)),
  timeOfDay: z.enum(['morning', 'afternoon', 'evening']),
});
export const greetingResponseSchema = z.object({ message: z.string(), greetingId: z.string() });

export const tipsRequestSchema = z.strictObject({ userId: uid, userName: name, userContext: context });
export const tipsResponseSchema = z.object({ tips: z.array(z.string()) });

export const startersRequestSchema = z.strictObject({ userId: uid });
export const startersResponseSchema = z.object({ starters: z.array(z.string()) });

export const dashboardChatRequestSchema = z.strictObject({
  userId: uid,
  userName: name,
  userMessage: z.string().check(z.trim(), z.minLength(1), z.maxLength(DASHBOARD_MESSAGE_MAX)),
  chatHistory: z.array(chatLineSchema).check(z.maxLength(10)),
  mentionContext: context,
});
export const dashboardChatResponseSchema = z.object({ response: z.string() });
