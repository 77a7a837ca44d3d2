import { describe, expect, it } from 'vitest';
import {
  DECLARED_ONLY_FUNCTIONS,
  DEFAULT_AI_CHAT_FUNCTION,
  DEFAULT_SUBSCRIPTION_FUNCTION,
  functionNames,
} from '../../../src/contract/functions';

describe('callable function names (SPEC 7)', () => {
  it('gives the two unnamed functions new default names, never a declared-but-unused one', () => {
    const declared: readonly string[] = DECLARED_ONLY_FUNCTIONS;
    expect(declared).not.toContain(DEFAULT_AI_CHAT_FUNCTION);
    expect(declared).not.toContain(DEFAULT_SUBSCRIPTION_FUNCTION);
    expect(Object.values(functionNames()).filter((name) => declared.includes(name))).toEqual([]);
  });

  it('lets configuration rename the two unnamed functions only', () => {
    expect(functionNames({ aiChat: 'aiEurW', subscription: 'subsEurW' })).toMatchObject({
      aiChat: 'aiEurW',
      subscription: 'subsEurW',
      talkMessages: 'getPplTalkMessagesEurW',
    });
  });
});
