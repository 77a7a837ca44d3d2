import { InMemoryCompanion } from '../../adapters/in-memory/in-memory-companion';
import { FunctionError } from '../../src/domain/function-error';
import { describeCompanionContract } from './companion.contract';

describeCompanionContract('in-memory', () => {
  const companion = new InMemoryCompanion();
  return Promise.resolve({
    companion,
    userId: 'uid-1',
    lastGreetingContext: () => {
      const greetings = companion.calls.filter((c) => c.fn === 'greeting');
      return Promise.resolve(greetings.at(-1)?.chatContext ?? []);
    },
    fail: (code) => {
      companion.failWith = new FunctionError(code, `Injected ${code}`);
      return () => {
        companion.failWith = null;
      };
    },
  });
});
