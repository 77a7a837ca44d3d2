import type { z } from './zod';
import { aiChatRequestSchema, aiChatResponseSchema } from './ai-chat.schema';
import { subscriptionRequestSchema, subscriptionResponseSchema } from './subscription.schema';
import {
  dashboardChatRequestSchema,
  dashboardChatResponseSchema,
  greetingRequestSchema,
  greetingResponseSchema,
  startersRequestSchema,
  startersResponseSchema,
  tipsRequestSchema,
  tipsResponseSchema,
} from './companion.schema';
import {
  getTalkMessageRequestSchema,
  getTalkMessageResponseSchema,
  getTalkMessagesRequestSchema,
  getTalkMessagesResponseSchema,
} from './talk.schema';

/** SPEC 7 leaves these two names open, so they are configurable; the defaults avoid the declared-but-unused names below. */
export const DEFAULT_AI_CHAT_FUNCTION = 'f8ChatEurW';
export const DEFAULT_SUBSCRIPTION_FUNCTION = 'emailSubscriptionEurW';

/** Declared by the backend but unused on the web; their payloads are not shown (SPEC 7). Recorded, never called. */
export const DECLARED_ONLY_FUNCTIONS = [
  'saveContactsEurW',
  'translateMessageEurW',
  'deleteUserEurW',
  'timeZoneConversionEurWV2',
  'greetingsResponseEurW',
  'chatThreadManagement',
  'manageEmailSubscriptionEurW',
] as const;

export interface FunctionContract<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  request: Req;
  response: Res;
}

function contract<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(request: Req, response: Res): FunctionContract<Req, Res> {
  return { request, response };
}

/** Every callable the web calls, keyed by its role; names are looked up through `functionNames`. */
export const FUNCTIONS = {
  talkMessages: contract(getTalkMessagesRequestSchema, getTalkMessagesResponseSchema),
  talkMessage: contract(getTalkMessageRequestSchema, getTalkMessageResponseSchema),
  greeting: contract(greetingRequestSchema, greetingResponseSchema),
  tips: contract(tipsRequestSchema, tipsResponseSchema),
  starters: contract(startersRequestSchema, startersResponseSchema),
  dashboardChat: contract(dashboardChatRequestSchema, dashboardChatResponseSchema),
  aiChat: contract(aiChatRequestSchema, aiChatResponseSchema),
  subscription: contract(subscriptionRequestSchema, subscriptionResponseSchema),
} as const;

export type FunctionRole = keyof typeof FUNCTIONS;
export type FunctionNames = Record<FunctionRole, string>;

export function functionNames(overrides: Partial<Pick<FunctionNames, 'aiChat' | 'subscription'>> = {}): FunctionNames {
  return {
    talkMessages: 'getPplTalkMessagesEurW',
    talkMessage: 'getPplTalkMessageEurW',
    greeting: 'greetingsMessageEurW',
    tips: 'relationshipTipsEurW',
    starters: 'onboardingConversationStartersEurW',
    dashboardChat: 'chatEurW',
    aiChat: overrides.aiChat ?? DEFAULT_AI_CHAT_FUNCTION,
    subscription: overrides.subscription ?? DEFAULT_SUBSCRIPTION_FUNCTION,
  };
}

export type RequestOf<R extends FunctionRole> = z.input<(typeof FUNCTIONS)[R]['request']>;
export type ResponseOf<R extends FunctionRole> = z.output<(typeof FUNCTIONS)[R]['response']>;
