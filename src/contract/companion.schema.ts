import { z } from 'zod';

const uid = z.string().min(1).max(128);
const name = z.string().max(200);
const context = z.union([z.string().max(20_000), z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish();

export const chatLineSchema = z.object({ message: z.string().max(5_000), sender: z.enum(['user', 'f8']) });

export const greetingRequestSchema = z.strictObject({
  userId: uid,
  userName: name,
  userContext: context,
  todosContext: context,
  chatContext: z.array(chatLineSchema).max(5),
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
  userMessage: z.string().trim().min(1).max(5_000),
  chatHistory: z.array(chatLineSchema).max(10),
  mentionContext: context,
});
export const dashboardChatResponseSchema = z.object({ response: z.string() });
