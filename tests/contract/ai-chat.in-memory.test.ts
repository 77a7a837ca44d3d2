import { InMemoryAiChat } from '../../adapters/in-memory/in-memory-ai-chat';
import { FunctionError } from '../../src/domain/function-error';
import { describeAiChatContract } from './ai-chat.contract';

describeAiChatContract('in-memory', () => {
  const aiChat = new InMemoryAiChat();
  return Promise.resolve({
    aiChat,
    answerNext: (raw) => Promise.resolve(void aiChat.answer(raw)),
    received: () => Promise.resolve(aiChat.calls),
    fail: (code) => {
      aiChat.failWith = new FunctionError(code, `Injected ${code}`);
      return () => {
        aiChat.failWith = null;
      };
    },
  });
});
